'use client';

import { useState } from 'react';
import { PlatformClientError, platformClient } from '@/lib/platform/client';
import type { Season } from '@/lib/platform/schemas';
import { useSendOnce } from '../engine/useSendOnce';
import { report } from '@/lib/analytics/signals';
import type { SeasonPassFormMethods } from './formMethods';
import { loadSeasonPassRules } from './loadRules';
import { seasonPassMessages } from './messages';
import { buildSeasonPassPayload, type SeasonPassPayload } from './payload';
import { splitResults, summarizeRegistration } from './results';
import type { SeasonPassFormValues } from './schema';

/** Registers the pass and checks the answer's shape; an odd answer counts as a failed call. */
async function sendRegistration(payload: SeasonPassPayload) {
  const [answer, { seasonPassAnswerSchema }] = await Promise.all([
    platformClient.registerSeasonPass(payload),
    loadSeasonPassRules(),
  ]);
  return seasonPassAnswerSchema.parse(answer);
}

/**
 * The registration call and its results: one registration at a time, until it fails or its result
 * overlay closes. It needs a react-query client above it (SeasonPassIsland provides one).
 */
export function useRegistration(
  { getValues, reset }: SeasonPassFormMethods,
  { season, companyName }: { season: Season; companyName: string },
) {
  const {
    status,
    result,
    error,
    sendOnce,
    submitOnce,
    reset: endRegistration,
  } = useSendOnce(sendRegistration, {
    failureLog: 'Season pass registration failed',
    onSent: (answer) => {
      const cards = splitResults(answer).valid.length;
      if (cards > 0) {
        report('season_pass_registered', {
          cards,
          season: season === 'WINTER' ? 'winter' : 'summer',
        });
      }
    },
  });

  // Why each card the platform refused failed, shown under that card after the results close
  // while its number is unchanged.
  const [passNotes, setPassNotes] = useState<ReadonlyMap<string, string>>(new Map());

  function registerPasses(values: SeasonPassFormValues) {
    if (sendOnce(buildSeasonPassPayload(values, season, new Date()))) setPassNotes(new Map());
  }

  /**
   * Closing the results keeps the guest's details and the cards that did not register (with their
   * reason under them, ready to be corrected); the registered cards leave the list, so sending the
   * form again cannot report them as already registered.
   */
  function closeResults() {
    if (result) {
      const { valid, invalid } = splitResults(result);
      const registered = new Set(valid.map((pass) => pass.passNumber));
      const remaining = getValues('cards').filter(
        (card) => card.number !== '' && !registered.has(card.number),
      );
      // A fresh start for validation too: no "at least one card" on the new empty card.
      reset(
        { ...getValues(), cards: remaining.length > 0 ? remaining : [{ number: '' }] },
        { keepDefaultValues: true },
      );
      setPassNotes(new Map(invalid.map((pass) => [pass.passNumber, pass.reason ?? ''])));
    }
    endRegistration();
  }

  const submitError =
    status === 'failed'
      ? error instanceof PlatformClientError
        ? error.message
        : seasonPassMessages.rejected
      : '';

  return {
    status,
    submitOnce,
    registerPasses,
    closeResults,
    passNotes,
    submitError,
    /** What the result overlay says, once a registration answered. */
    summary: result ? summarizeRegistration(result, companyName) : null,
  };
}
