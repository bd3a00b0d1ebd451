import { SiteLink } from '@/components/SiteLink.client';
import type { RefObject } from 'react';
import {
  ConfirmationOverlay,
  type PassLine,
} from '@/components/ConfirmationOverlay/ConfirmationOverlay.client';
import { seasonPassMessages } from './messages';
import type { PassOutcome, RegistrationSummary } from './results';

function toPassLine(pass: PassOutcome): PassLine {
  return {
    id: pass.passNumber,
    label: pass.label,
    outcome: pass.valid ? 'success' : 'failure',
    statusText: pass.statusText,
    detail: pass.reason,
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
  return (
    <ConfirmationOverlay
      open
      look={summary.allValid ? 'success' : 'failure'}
      heading={summary.heading}
      passes={[...summary.valid, ...summary.invalid].map(toPassLine)}
      passesLabel="Your passes"
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      {summary.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {summary.offersHelp && (
        <p>
          {seasonPassMessages.stillStuck}{' '}
          <SiteLink href={seasonPassMessages.contactUs.href}>
            {seasonPassMessages.contactUs.text}
          </SiteLink>
        </p>
      )}
      <p>{seasonPassMessages.thankYou}</p>
    </ConfirmationOverlay>
  );
}
