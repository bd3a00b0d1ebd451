import { z } from 'zod';

/**
 * Every request and answer of the platform API (spec section 7). The browser client, the route
 * handlers and the upstream adapter all use these, so a request is checked the same way everywhere.
 */

const MAX_TEXT = 256;

/** Names and other free text: trimmed, and starting with a letter or digit (spec section 5). */
export const personName = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(50)
  .regex(/^[\p{L}\d]/u, 'This field is required');

/** US 10-digit phone number; area code and exchange start with 1 to 9. Digits only. */
export const phoneDigits = z
  .string()
  .regex(/^[1-9]\d{2}[1-9]\d{6}$/, 'Please use a vaild phone number (i.e. XXX-XXX-XXXX)');

export const emailAddress = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('Please enter a valid email address'));

export const centerId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'Unknown location');

// ---------- season pass

export const SEASONS = ['WINTER', 'SUMMER'] as const;
export type Season = (typeof SEASONS)[number];

export const PASS_NUMBER_LENGTH = 11;
export const MAX_PASSES_PER_REGISTRATION = 10;
export const passNumber = z
  .string()
  .regex(/^\d{11}$/, 'Card numbers must be 11 digits and may only contain numbers 0-9.');

export const seasonPassRegistration = z
  .strictObject({
    type: z.enum(SEASONS),
    firstName: personName,
    lastName: personName,
    phoneNumber: phoneDigits,
    emailAddress,
    locationId: centerId,
    passNumbers: z
      .array(passNumber)
      .min(1, 'You must enter at least one Season Pass card number to register.')
      .max(MAX_PASSES_PER_REGISTRATION, 'Limit of 10 cards on one registration form: (10/10)'),
    emailNotification: z.boolean().default(true),
    smsNotification: z.boolean().default(false),
    source: z.string().regex(/^[SW]SP\d{4}$/, 'source must be S or W, SP and a four-digit year'),
  })
  .refine((payload) => payload.source[0] === payload.type[0], {
    path: ['source'],
    message: 'source must start with the first letter of the season',
  });

export type SeasonPassRegistration = z.output<typeof seasonPassRegistration>;

/** The platform's answer; fields it may add are ignored. A null memberId counts as empty. */
export const seasonPassResult = z.object({
  passNumberStatus: z
    .array(
      z.object({
        passNumber: z.string(),
        status: z.string(),
        memberId: z
          .string()
          .nullish()
          .transform((value) => value ?? ''),
      }),
    )
    .min(1),
});

export type SeasonPassResult = z.output<typeof seasonPassResult>;

// ---------- enquiries

const formValue = z.union([z.string().max(1000), z.boolean(), z.number()]);

/** A whole form model as submitted: field name to value, bounded in size. */
export const formModel = z
  .record(z.string().min(1).max(60), formValue)
  .refine((model) => Object.keys(model).length <= 40, 'too many fields');

export const mailSend = z.strictObject({
  table: z.string().trim().min(1).max(60).default('Web Booking'),
  sendTo: z.string().trim().min(1).max(120),
  fields: formModel,
});

export type MailSend = z.output<typeof mailSend>;

export const lead = z.strictObject({
  centerId,
  leadName: z.string().trim().min(1).max(120),
  eventType: z.string().trim().min(1).max(60),
  contact: z.strictObject({
    firstName: personName,
    lastName: personName,
    mobile: phoneDigits,
    email: emailAddress,
    smsOptIn: z.boolean().optional(),
    emailOptIn: z.boolean().optional(),
  }),
  eventDate: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'date must be MM/DD/YYYY'),
  eventTime: z.string().trim().min(1).max(20),
  description: z.string().max(MAX_TEXT),
  leadNote: z.strictObject({ acceptTerms: z.boolean().default(false) }),
  eventSubType: z.literal('Play Academy'),
  company: z.string().trim().max(100).optional(),
});

export type Lead = z.output<typeof lead>;

export const virtualExperienceRequest = formModel;
export type VirtualExperienceRequest = z.output<typeof virtualExperienceRequest>;

// ---------- carts

const cartSummaryId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'invalid cart summary id');

export const cartDeletion = z.strictObject({
  centerId,
  cartSummaryId,
  accountId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'invalid account id')
    .optional(),
});

export type CartDeletion = z.output<typeof cartDeletion>;
