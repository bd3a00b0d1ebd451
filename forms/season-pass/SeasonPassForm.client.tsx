'use client';

import Link from 'next/link';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useEarlySubmit } from '@/components/EarlyClicks/earlyClicks';
import { useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { CenterSelectGroup } from '@/components/CenterSelect';
import {
  ConfirmationOverlay,
  type PassLine,
} from '@/components/ConfirmationOverlay/ConfirmationOverlay.client';
import { PlatformClientError, platformClient } from '@/lib/platform/client';
import type { Season } from '@/lib/platform/schemas';
import { useSendOnce } from '../engine/useSendOnce';
import { seasonPassMessages } from './messages';
import { BarcodePrefill } from './BarcodePrefill';
import { CardNumbersPanel } from './CardNumbersPanel';
import { canAddCard, removeCard } from './cards';
import { GuestInfoPanel } from './GuestInfoPanel';
import { seasonPassIds } from './ids';
import { buildSeasonPassPayload, type SeasonPassPayload } from './payload';
import { splitResults, summarizeRegistration, type PassOutcome } from './results';
import { emptySeasonPassForm } from './emptyForm';
import { loadSeasonPassRules } from './loadRules';
import { SendingForm } from '@/forms/engine/SendingForm';
import type { SeasonPassFormInput, SeasonPassFormValues } from './schema';
import styles from './SeasonPassForm.module.css';
import { SubmitBar } from './SubmitBar';

export interface SeasonPassFormProps {
  season: Season;
  /** The site setting companyName, for "your local {company} center". */
  companyName: string;
  /** Centers grouped by state, as plain data. */
  centerGroups: readonly CenterSelectGroup[];
  /** The id of the page heading that names the form. */
  labelledBy?: string;
}

const GUEST_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'location'] as const;

/** Registers the pass and checks the answer's shape; an odd answer counts as a failed call. */
async function sendRegistration(payload: SeasonPassPayload) {
  const [answer, { seasonPassAnswerSchema }] = await Promise.all([
    platformClient.registerSeasonPass(payload),
    loadSeasonPassRules(),
  ]);
  return seasonPassAnswerSchema.parse(answer);
}

const resolver: Resolver<SeasonPassFormInput, unknown, SeasonPassFormValues> = async (
  values,
  context,
  options,
) => {
  const { zodResolver, seasonPassFormSchema } = await loadSeasonPassRules();
  return zodResolver(seasonPassFormSchema)(values, context, options);
};

function toPassLine(pass: PassOutcome): PassLine {
  return {
    id: pass.passNumber,
    label: pass.label,
    outcome: pass.valid ? 'success' : 'failure',
    statusText: pass.statusText,
    detail: pass.reason,
  };
}

/**
 * The season pass registration form: the card entry area, the guest info and the result overlay.
 * It owns the form state, the registration call and the focus moves; the panels it renders only
 * display that state and report the guest's actions back.
 * It needs a react-query client above it (SeasonPassIsland provides one).
 */
export function SeasonPassForm({
  season,
  companyName,
  centerGroups,
  labelledBy,
}: SeasonPassFormProps) {
  const ids = seasonPassIds(useId());

  const {
    control,
    register,
    handleSubmit,
    getValues,
    reset,
    setValue,
    setFocus,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<SeasonPassFormInput, unknown, SeasonPassFormValues>({
    resolver,
    defaultValues: emptySeasonPassForm,
    // Focus goes to the first invalid field in screen order, card area included (focusFirstError).
    shouldFocusError: false,
  });
  const { fields: cards, append, replace } = useFieldArray({ control, name: 'cards' });

  // One registration at a time, until it fails or its result overlay closes.
  const {
    status,
    result,
    error,
    sendOnce,
    submitOnce,
    reset: endRegistration,
  } = useSendOnce(sendRegistration, { failureLog: 'Season pass registration failed' });

  // Why each card the platform refused failed, shown under that card after the results close
  // while its number is unchanged.
  const [passNotes, setPassNotes] = useState<ReadonlyMap<string, string>>(new Map());

  const submitButton = useRef<HTMLButtonElement>(null);
  const addCardButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'add') addCardButton.current?.focus();
    else setFocus(`cards.${target}.number`);
  }, [cards, setFocus]);

  // The barcode query parameter fills the first card, unless the guest already typed another one.
  const prefilled = useRef('');
  // A Register pressed before this island hydrated is sent once it has (docs/decisions/0014).
  const earlySubmit = useEarlySubmit(`form${ids.field('season-pass')}`);
  const prefillBarcode = useCallback(
    (barcode: string) => {
      const first = getValues('cards')[0];
      if (!first) {
        replace([{ number: barcode }]);
      } else if (first.number === '' || first.number === prefilled.current) {
        setValue('cards.0.number', barcode, { shouldDirty: true });
      } else {
        return;
      }
      prefilled.current = barcode;
    },
    [getValues, replace, setValue],
  );

  function addCard() {
    if (!canAddCard(cards.length)) return;
    append({ number: '' });
  }

  function removeCardAt(index: number) {
    const next = removeCard(getValues('cards'), index);
    replace(next);
    pendingFocus.current = next.length === 0 ? 'add' : Math.min(index, next.length - 1);
    if (isSubmitted) void trigger('cards');
  }

  /** Focus the first invalid field in screen order: the cards, then the guest's details. */
  function focusFirstError(invalid: FieldErrors<SeasonPassFormInput>) {
    const cardIndex = cards.findIndex((_, index) => invalid.cards?.[index]?.number);
    const field = GUEST_FIELDS.find((name) => invalid[name]);
    if (cardIndex >= 0) setFocus(`cards.${cardIndex}.number`);
    else if (invalid.cards && cards.length > 0) setFocus('cards.0.number');
    else if (invalid.cards) addCardButton.current?.focus();
    else if (field) setFocus(field);
  }

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

  const cardsError = errors.cards?.root?.message ?? errors.cards?.message;
  const submitError =
    status === 'failed'
      ? error instanceof PlatformClientError
        ? error.message
        : seasonPassMessages.rejected
      : '';
  const summary = result ? summarizeRegistration(result, companyName) : null;

  return (
    <>
      <Suspense fallback={null}>
        <BarcodePrefill onBarcode={prefillBarcode} />
      </Suspense>
      <SendingForm
        className={styles.form}
        labelledBy={labelledBy}
        status={status}
        earlySubmit={earlySubmit}
        onSubmit={(event) => submitOnce(event, handleSubmit(registerPasses, focusFirstError))}
        loadRules={loadSeasonPassRules}
      >
        <CardNumbersPanel
          control={control}
          cards={cards}
          passNotes={passNotes}
          cardsError={cardsError}
          addCardButtonRef={addCardButton}
          onAddCard={addCard}
          onRemoveCard={removeCardAt}
          ids={ids}
        />
        <GuestInfoPanel register={register} errors={errors} centerGroups={centerGroups} ids={ids} />
        <SubmitBar
          status={status}
          submitError={submitError}
          submitButtonRef={submitButton}
          ids={ids}
        />
      </SendingForm>

      {summary && (
        <ConfirmationOverlay
          open
          look={summary.allValid ? 'success' : 'failure'}
          heading={summary.heading}
          passes={[...summary.valid, ...summary.invalid].map(toPassLine)}
          passesLabel="Your passes"
          onClose={closeResults}
          returnFocusRef={submitButton}
        >
          {summary.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {summary.offersHelp && (
            <p>
              {seasonPassMessages.stillStuck}{' '}
              <Link href={seasonPassMessages.contactUs.href}>
                {seasonPassMessages.contactUs.text}
              </Link>
            </p>
          )}
          <p>{seasonPassMessages.thankYou}</p>
        </ConfirmationOverlay>
      )}
    </>
  );
}
