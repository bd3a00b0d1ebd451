import { z } from 'zod/mini';
import { isOnOrAfter, parseIsoDate } from '@/lib/dates';
import { onOneLine } from '@/lib/platform/fields';
import { addIssue } from '../engine/issues';
import { birthdayMessages } from './messages';
import { startsWithLetterOrDigit } from '../engine/rules';
import {
  GUEST_OF_HONOR_AGE,
  KIDS,
  earliestPartyDate,
  wholeNumberIn,
  type Party,
  type PartyInput,
  type Range,
} from './party';

/** A number input's text as a whole number within the range, or the field's message. */
const numberField = (range: Range, message: string) =>
  z.pipe(
    z.string(),
    z.transform((value: string, context) => {
      const number = wholeNumberIn(value, range);
      if (number === undefined) {
        addIssue(context, { code: 'custom', message });
        return z.NEVER;
      }
      return number;
    }),
  );

/**
 * The party's fields and the selector's rules (docs/rules/validation.md#birthday-selector), for
 * the selector and the info step.
 */
export function partyShape(today: Date) {
  const earliest = earliestPartyDate(today);
  return {
    location: z
      .string()
      .check(z.trim(), z.minLength(1, birthdayMessages.chooseCenter), z.maxLength(40), onOneLine),
    date: z.string().check(
      z.trim(),
      z.superRefine((value, context) => {
        if (!parseIsoDate(value))
          context.addIssue({ code: 'custom', message: birthdayMessages.date });
        else if (!isOnOrAfter(value, earliest))
          context.addIssue({ code: 'custom', message: birthdayMessages.within48Hours });
      }),
    ),
    howManyKids: numberField(KIDS, birthdayMessages.kids),
    // The guest of honor needs both a name and an age: one message for the pair, under both.
    guestOfHonorName: z.string().check(
      z.trim(),
      z.maxLength(50),
      onOneLine,
      z.refine(
        (name) => name !== '' && startsWithLetterOrDigit(name),
        birthdayMessages.guestOfHonor,
      ),
    ),
    guestOfHonorAge: numberField(GUEST_OF_HONOR_AGE, birthdayMessages.guestOfHonor),
  };
}

export function partySchema(today: Date) {
  return z.object(partyShape(today)) satisfies z.ZodMiniType<Party, PartyInput>;
}
