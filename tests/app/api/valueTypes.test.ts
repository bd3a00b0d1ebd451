import { validLead, validMail, validMails } from '@/tests/support/platformBodies';
import {
  embeddedPlatformForEachTest,
  jobApplication,
  routeNamed,
  send,
  withFields,
} from '@/tests/support/fieldShapes';

/**
 * What every platform route refuses in a field whatever the form's other rules: a value of another
 * type than the form sends, and a field named __proto__.
 */

const { everythingStored } = embeddedPlatformForEachTest();

describe('a value of another type than the form sends', () => {
  it.each<[string, string, unknown, string, string]>([
    [
      'a number as the virtual experience Additional Info',
      'virtual-experiences',
      { ...routeNamed('virtual-experiences').valid, 'Additional Info': 12345 },
      'Additional Info',
      'Expected text.',
    ],
    [
      'a number as a virtual experience name',
      'virtual-experiences',
      { ...routeNamed('virtual-experiences').valid, 'First Name': 7 },
      'First Name',
      'Expected text.',
    ],
    [
      'text as the virtual experience opt-in box',
      'virtual-experiences',
      { ...routeNamed('virtual-experiences').valid, emailOptIn: 'yes' },
      'emailOptIn',
      'Expected true or false.',
    ],
    [
      'a number as a contact mail name',
      'mail',
      withFields(validMail, { 'Last Name': 42 }),
      'fields.Last Name',
      'Expected text.',
    ],
    [
      'a boolean as a job application field',
      'mail',
      withFields(jobApplication, { 'About You': true }),
      'fields.About You',
      'Expected text.',
    ],
  ])('is refused: %s', async (_, name, body, field, message) => {
    const { status, body: answer } = await send(name, body);
    expect(status).toBe(400);
    expect(answer.fieldErrors).toEqual({ [field]: [message] });
    expect(await everythingStored()).toEqual([]);
  });

  it('is refused as a birthday booking’s number of kids sent as text', async () => {
    const body = withFields(validMails.birthdayBooking, { 'How Many Kids': '12' });
    const { status, body: answer } = await send('mail', body);
    expect(status).toBe(400);
    expect(Object.keys(answer.fieldErrors as object)).toEqual(['fields.How Many Kids']);
  });
});

describe('a field named __proto__ inside a body', () => {
  /** The JSON of `body` with a "__proto__" field added to its `at` object (the body itself: ''). */
  function withPrototypeField(body: Record<string, unknown>, at: string) {
    const marked = at
      ? { ...body, [at]: { ...(body[at] as object), MARK: 1 } }
      : { ...body, MARK: 1 };
    return JSON.stringify(marked).replace('"MARK":1', '"__proto__":{"polluted":true}');
  }

  it.each([
    ['mail', validMail, 'fields', 'fields.__proto__'],
    ['leads', validLead, 'contact', 'contact.__proto__'],
    ['virtual-experiences', routeNamed('virtual-experiences').valid, '', '__proto__'],
  ])('is refused in /api/%s/ as an unknown field', async (name, body, at, field) => {
    const { status, body: answer } = await send(name, withPrototypeField(body, at));
    expect(status).toBe(400);
    expect(answer.fieldErrors).toEqual({ [field]: ['Unknown field.'] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await everythingStored()).toEqual([]);
  });
});
