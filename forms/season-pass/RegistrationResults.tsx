import { useSay } from '@/components/Say.client';
import type { Say } from '@/lib/i18n/say';
import { SiteLink } from '@/components/SiteLink.client';
import type { RefObject } from 'react';
import {
  ConfirmationOverlay,
  type PassLine,
} from '@/components/ConfirmationOverlay/ConfirmationOverlay.client';
import { engineMessages } from '../engine/messages';
import { seasonPassMessages, seasonPassTexts } from './messages';
import type { PassOutcome, RegistrationSummary } from './results';

function toPassLine(pass: PassOutcome, say: Say): PassLine {
  return {
    id: pass.passNumber,
    label: say(pass.label),
    outcome: pass.valid ? 'success' : 'failure',
    statusText: say(pass.statusText),
    detail: say(pass.reason),
  };
}

/** The result overlay of a registration: every pass with its outcome, and what to do next. */
export function RegistrationResults({
  summary,
  onClose,
  returnFocusRef,
}: {
  summary: RegistrationSummary;
  onClose: () => void;
  /** Where focus goes back to when the overlay closes: the Register button. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}) {
  const say = useSay();
  return (
    <ConfirmationOverlay
      open
      look={summary.allValid ? 'success' : 'failure'}
      heading={say(summary.heading)}
      passes={[...summary.valid, ...summary.invalid].map((pass) => toPassLine(pass, say))}
      passesLabel={say(seasonPassTexts.yourPasses)}
      closeLabel={say(engineMessages.close)}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      {summary.paragraphs.map((paragraph) => (
        <p key={paragraph}>{say(paragraph)}</p>
      ))}
      {summary.offersHelp && (
        <p>
          {say(seasonPassMessages.stillStuck)}{' '}
          <SiteLink href={seasonPassMessages.contactUs.href}>
            {say(seasonPassMessages.contactUs.text)}
          </SiteLink>
        </p>
      )}
      <p>{say(seasonPassMessages.thankYou)}</p>
    </ConfirmationOverlay>
  );
}
