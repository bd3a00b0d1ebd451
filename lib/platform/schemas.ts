import { z } from 'zod/mini';
import {
  GIFT_CARD_FIELDS,
  MAX_GIFT_CARD_BALANCE,
  isGiftCardValue,
  type GiftCardField,
} from './giftCards';
import { MAX_PASSES_PER_REGISTRATION, cardLimitMessage } from './limits';
import type { PlatformCall, PlatformCalls } from './routes';
import { fromUsDate } from '@/lib/dates';
import {
  centerId,
  emailAddress,
  freeText,
  onOneLine,
  passNumber,
  personName,
  phoneDigits,
} from './fields';

/**
 * Every request and answer of the platform API (docs/rules/platform-calls.md). The browser client,
 * the route handlers and the upstream adapter all use these, so a request is checked the same way
 * everywhere. They are zod/mini schemas, so the browser only carries the checks it uses.
 */

export { centerId, emailAddress, passNumber, personName, phoneDigits } from './fields';

// ---------- season pass

export const SEASONS = ['WINTER', 'SUMMER'] as const;
export type Season = (typeof SEASONS)[number];

export { MAX_PASSES_PER_REGISTRATION, PASS_NUMBER_LENGTH } from './limits';

export const seasonPassRegistration = z
  .strictObject({
    type: z.enum(SEASONS),
    firstName: personName,
    lastName: personName,
    phoneNumber: phoneDigits,
    emailAddress,
    locationId: centerId,
    passNumbers: z.array(passNumber).check(
      z.superRefine((numbers, context) => {
        const problem =
          numbers.length === 0
            ? 'You must enter at least one Season Pass card number to register.'
            : numbers.length > MAX_PASSES_PER_REGISTRATION
              ? cardLimitMessage(numbers.length)
              : // The form drops a repeated number; sent twice, the second would read as taken.
                new Set(numbers).size !== numbers.length && 'Each card number once, please.';
        if (problem) context.addIssue({ code: 'custom', message: problem, input: numbers });
      }),
    ),
    emailNotification: z._default(z.boolean(), true),
    smsNotification: z._default(z.boolean(), false),
    source: z
      .string()
      .check(z.regex(/^[SW]SP\d{4}$/, 'source must be S or W, SP and a four-digit year')),
  })
  .check(
    z.refine((payload) => payload.source[0] === payload.type[0], {
      path: ['source'],
      message: 'source must start with the first letter of the season',
    }),
  );

export type SeasonPassRegistration = z.output<typeof seasonPassRegistration>;

/** The platform's answer; fields it may add are ignored. A null memberId counts as empty. */
export const seasonPassResult = z.object({
  passNumberStatus: z
    .array(
      z.object({
        passNumber: z.string(),
        status: z.string(),
        memberId: z.pipe(
          z.nullish(z.string()),
          z.transform((value: string | null | undefined) => value ?? ''),
        ),
      }),
    )
    .check(z.minLength(1)),
});

export type SeasonPassResult = z.output<typeof seasonPassResult>;

/**
 * What the site's route answers the browser: per pass its status and whether it is registered to
 * a member (on a failure: already someone's). The member id itself may be another guest's and
 * never leaves the server.
 */
export const seasonPassAnswerSchema = z.object({
  passNumberStatus: z
    .array(z.object({ passNumber: z.string(), status: z.string(), registered: z.boolean() }))
    .check(z.minLength(1)),
});

export type SeasonPassAnswer = z.output<typeof seasonPassAnswerSchema>;

export function seasonPassAnswer(result: SeasonPassResult): SeasonPassAnswer {
  return {
    passNumberStatus: result.passNumberStatus.map(({ passNumber, status, memberId }) => ({
      passNumber,
      status,
      registered: memberId !== '',
    })),
  };
}

// ---------- enquiries

const formValue = z.union([z.string().check(z.maxLength(1000)), z.boolean(), z.number()]);

/**
 * JSON may name a field "__proto__", which a zod record leaves out of what it parses without a
 * word; it is refused like any other field that no form has.
 */
const withoutPrototypeField = z.unknown().check(
  z.superRefine((model, context) => {
    if (typeof model === 'object' && model !== null && Object.hasOwn(model, '__proto__')) {
      context.addIssue({
        code: 'unrecognized_keys',
        keys: ['__proto__'],
        input: model as Record<string, unknown>,
      });
    }
  }),
);

/** A whole form model as submitted: field name to value, bounded in size. */
export const formModel = z.pipe(
  withoutPrototypeField,
  z
    .record(z.string().check(z.minLength(1), z.maxLength(60), onOneLine), formValue)
    .check(z.refine((model) => Object.keys(model).length <= 40, 'too many fields')),
);

export const mailSend = z.strictObject({
  table: z._default(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(60), onOneLine),
    'Web Booking',
  ),
  sendTo: z.string().check(z.trim(), z.minLength(1), z.maxLength(120), onOneLine),
  fields: formModel,
});

export type MailSend = z.output<typeof mailSend>;

export const lead = z.strictObject({
  centerId,
  leadName: z.string().check(z.trim(), z.minLength(1), z.maxLength(120), onOneLine),
  eventType: z.string().check(z.trim(), z.minLength(1), z.maxLength(60), onOneLine),
  contact: z.strictObject({
    firstName: personName,
    lastName: personName,
    mobile: phoneDigits,
    email: emailAddress,
    smsOptIn: z.optional(z.boolean()),
    emailOptIn: z.optional(z.boolean()),
  }),
  eventDate: z.string().check(
    onOneLine,
    z.refine((date) => fromUsDate(date) !== '', 'date must be a day as MM/DD/YYYY'),
  ),
  eventTime: z.string().check(z.trim(), z.minLength(1), z.maxLength(20), onOneLine),
  // The contact form's Additional Info and Accept Terms, both required (docs/rules/validation.md).
  description: freeText,
  leadNote: z.strictObject({
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, 'This field is required')),
  }),
  eventSubType: z.literal('Play Academy'),
  company: z.optional(z.string().check(z.trim(), z.maxLength(100), onOneLine)),
});

export type Lead = z.output<typeof lead>;

export const virtualExperienceRequest = formModel;
export type VirtualExperienceRequest = z.output<typeof virtualExperienceRequest>;

// ---------- carts

const cartSummaryId = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,64}$/, 'invalid cart summary id'));

export const cartDeletion = z.strictObject({
  centerId,
  cartSummaryId,
  accountId: z.optional(
    z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,64}$/, 'invalid account id')),
  ),
});

export type CartDeletion = z.output<typeof cartDeletion>;

// ---------- gift cards

const giftCardValue = (field: GiftCardField) =>
  z
    .string()
    .check(z.refine((value) => isGiftCardValue(field, value), GIFT_CARD_FIELDS[field].message));

export const giftCardBalanceCheck = z.strictObject({
  cardNumber: giftCardValue('cardNumber'),
  pin: giftCardValue('pin'),
});

export type GiftCardBalanceCheck = z.output<typeof giftCardBalanceCheck>;

/** The platform's answer: what is left on the card, in dollars; fields it may add are ignored. */
export const giftCardBalance = z.object({
  balance: z.number().check(z.gte(0), z.lte(MAX_GIFT_CARD_BALANCE)),
});

export type GiftCardBalance = z.output<typeof giftCardBalance>;

/** The schema each platform call's route handler checks its body with (lib/platform/routes.ts). */
export const platformRequestSchemas = {
  registerSeasonPass: seasonPassRegistration,
  sendMail: mailSend,
  createLead: lead,
  requestVirtualExperience: virtualExperienceRequest,
  deleteCart: cartDeletion,
  checkGiftCardBalance: giftCardBalanceCheck,
} satisfies { [Call in PlatformCall]: z.ZodMiniType<PlatformCalls[Call]['request']> };
