import type { SeasonPassAnswer } from '@/lib/platform/schemas';
import { seasonPassMessages } from './messages';

type PassStatus = SeasonPassAnswer['passNumberStatus'][number];

/** One registered card as the guest sees it. */
export interface PassOutcome {
  passNumber: string;
  valid: boolean;
  /** 'Pass # 12345678901' */
  label: string;
  /** 'Successful' or 'Invalid!' */
  statusText: string;
  /** Why an invalid pass failed. */
  reason?: string;
}

export interface RegistrationSummary {
  valid: PassOutcome[];
  invalid: PassOutcome[];
  allValid: boolean;
  /** 'Awesome!' when every pass registered, else 'Oops!'. */
  heading: string;
  /** What the registration did and what the guest can do next, one paragraph each. */
  paragraphs: string[];
  /** When a pass failed, the dialog also points to the contact page. */
  offersHelp: boolean;
}

/**
 * A status of 'failure' means the pass is invalid; anything else is valid
 * (docs/rules/content-and-data.md#registration-response).
 */
export function isValidPass(status: PassStatus): boolean {
  return status.status !== 'failure';
}

/**
 * A failed pass someone has registered already, or no such pass (docs/rules/messages.md#season-pass).
 * The server decides which from the member id, which it keeps to itself.
 */
export function invalidReason(registered: boolean): string {
  return registered ? seasonPassMessages.alreadyRegistered : seasonPassMessages.invalidPass;
}

function outcome(status: PassStatus): PassOutcome {
  const label = seasonPassMessages.passLabel(status.passNumber);
  return isValidPass(status)
    ? {
        passNumber: status.passNumber,
        valid: true,
        label,
        statusText: seasonPassMessages.successful,
      }
    : {
        passNumber: status.passNumber,
        valid: false,
        label,
        statusText: seasonPassMessages.invalid,
        reason: invalidReason(status.registered),
      };
}

/** Splits the platform's answer into valid and invalid passes, in answer order. */
export function splitResults(result: SeasonPassAnswer): {
  valid: PassOutcome[];
  invalid: PassOutcome[];
} {
  const outcomes = result.passNumberStatus.map(outcome);
  return {
    valid: outcomes.filter((pass) => pass.valid),
    invalid: outcomes.filter((pass) => !pass.valid),
  };
}

/** What the result overlay says about a successful call. */
export function summarizeRegistration(
  result: SeasonPassAnswer,
  companyName: string,
): RegistrationSummary {
  const { valid, invalid } = splitResults(result);
  const allValid = invalid.length === 0;
  const paragraphs = allValid
    ? [seasonPassMessages.passActive(companyName), seasonPassMessages.morePasses]
    : [
        ...(valid.length > 0 ? [seasonPassMessages.passesActive] : []),
        seasonPassMessages.fixInvalid,
      ];
  return {
    valid,
    invalid,
    allValid,
    heading: allValid ? seasonPassMessages.allValidHeading : seasonPassMessages.someFailedHeading,
    paragraphs,
    offersHelp: !allValid,
  };
}
