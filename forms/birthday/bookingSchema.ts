import { z } from 'zod/mini';
import { TIMES_OF_DAY } from '@/stores/bookingChoices';
import { addIssue } from '../engine/issues';
import { birthdayMessages } from './messages';
import { emailRule, nameRule, phoneRule } from '../engine/rules';
import { partyShape } from './partySchema';
import type { BookingRequest, PackageOption } from './request';

/**
 * The info step's rules: the selector's party rules (the party comes from step 1 and is checked
 * again, since a stored date can have come within 48 hours), a time of day, the parent's details
 * with the guest form rules (docs/rules/validation.md#field-rules), and a package whose guest
 * minimum the kids count meets (docs/rules/validation.md#package-guest-minimums).
 */
export function bookingSchema(today: Date, packages: readonly PackageOption[]) {
  const fields = z.object({
    ...partyShape(today),
    firstName: nameRule,
    lastName: nameRule,
    email: emailRule(),
    phone: phoneRule({ required: true }),
    timeOfDay: z.pipe(z.string(), z.enum(TIMES_OF_DAY, birthdayMessages.chooseTimeOfDay)),
    packageAnchor: z.pipe(
      z.string(),
      z.transform((anchor: string, context) => {
        const chosen = packages.find((option) => option.anchor === anchor);
        if (!chosen) {
          addIssue(context, { code: 'custom', message: birthdayMessages.choosePackage });
          return z.NEVER;
        }
        return chosen;
      }),
    ),
  });
  return z.pipe(
    fields,
    z.transform((input: z.output<typeof fields>, context): BookingRequest => {
      const chosen = input.packageAnchor;
      if (input.howManyKids < chosen.minimumGuests) {
        addIssue(context, {
          code: 'custom',
          path: ['packageAnchor'],
          message: birthdayMessages.packageMinimum(chosen.title, chosen.minimumGuests),
        });
        return z.NEVER;
      }
      return {
        location: input.location,
        date: input.date,
        howManyKids: input.howManyKids,
        guestOfHonorName: input.guestOfHonorName,
        guestOfHonorAge: input.guestOfHonorAge,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        package: chosen,
        timeOfDay: input.timeOfDay,
      };
    }),
  );
}
