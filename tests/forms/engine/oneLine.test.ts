import type { FieldDefinition, FieldType } from '@/forms/engine/definition';
import {
  emailRule,
  nameRule,
  phoneRule,
  selectRule,
  textareaRule,
  textRule,
} from '@/forms/engine/rules';
import { partySchema } from '@/forms/birthday/partySchema';
import { seasonPassFormSchema, type SeasonPassFormInput } from '@/forms/season-pass/schema';
import { check, choices } from './check';

/**
 * Every field but a textarea holds one line (docs/rules/validation.md#one-line): a guest who
 * pastes a line break reads why the field is refused, the same words the route handler answers.
 */

const HEADER = 'Ann\r\nBcc: x@y';
const ONE_LINE = 'This field must be on one line.';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('the field rules', () => {
  it.each([
    ['text', textRule()],
    ['required text', textRule({ required: true })],
    ['select', selectRule({ required: true })],
    ['name', nameRule],
    ['email', emailRule()],
    ['phone', phoneRule({ required: true })],
  ])('refuse a line break in a %s', (_, rule) => {
    for (const value of [HEADER, 'Ann\nLee', 'Ann\rLee']) {
      expect(messagesOf(rule.safeParse(value))[0], JSON.stringify(value)).toBe(ONE_LINE);
    }
  });

  it('refuse a line break inside a phone number made of digits and spaces', () => {
    expect(messagesOf(phoneRule().safeParse('480\n555 0142'))).toEqual([ONE_LINE]);
  });

  it('let a textarea keep its lines', () => {
    expect(textareaRule({ required: true }).parse('Two classes\nof 25 students')).toBe(
      'Two classes\nof 25 students',
    );
  });
});

describe('a form built from its definition', () => {
  const fieldOf = (type: FieldType): FieldDefinition => ({
    name: type,
    label: type,
    type,
    ...(type === 'select' || type === 'radio' ? { options: choices('Katy', HEADER) } : {}),
  });

  it.each<[FieldType, string]>([
    ['text', HEADER],
    ['email', 'ann@example.com\nBcc: x@y'],
    ['tel', '480-555\n0142'],
    ['select', HEADER],
    ['radio', HEADER],
    ['date', '2026-03-20\nBcc: x@y'],
  ])('refuses a line break in a %s field with the one-line message', (type, value) => {
    expect(check([fieldOf(type)], { [type]: value }).errors).toEqual({ [type]: ONE_LINE });
  });

  it('refuses it in the virtual forms’ email too, which skip the address rule', () => {
    const email = fieldOf('email');
    expect(check([email], { email: HEADER }, { skipEmailRule: true }).errors).toEqual({
      email: ONE_LINE,
    });
  });

  it('keeps the lines of a textarea', () => {
    expect(check([fieldOf('textarea')], { textarea: 'Line one\nLine two' }).values).toEqual({
      textarea: 'Line one\nLine two',
    });
  });
});

describe('the season pass form', () => {
  const filled: SeasonPassFormInput = {
    cards: [{ number: '10000000001' }],
    firstName: 'Jamie',
    lastName: 'Rivera',
    phone: '(480) 555-0142',
    email: 'jamie@example.com',
    location: '251',
    emailNotification: true,
    smsNotification: false,
    website: '',
  };

  it.each(['firstName', 'lastName', 'email', 'phone', 'location'] as const)(
    'refuses a line break in %s',
    (field) => {
      const result = seasonPassFormSchema.safeParse({
        ...filled,
        [field]: `${filled[field]}\nBcc: x@y`,
      });
      expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(ONE_LINE);
    },
  );
});

describe('the birthday party', () => {
  const TODAY = new Date(2026, 10, 22, 21, 45);
  const party = {
    location: '101',
    date: '2026-11-28',
    howManyKids: '12',
    guestOfHonorName: 'Maya',
    guestOfHonorAge: '8',
  };

  it.each(['guestOfHonorName', 'location'] as const)('refuses a line break in %s', (field) => {
    const result = partySchema(TODAY).safeParse({
      ...party,
      [field]: `${party[field]}\r\nBcc: x@y`,
    });
    expect(messagesOf(result)).toContain(ONE_LINE);
  });
});
