import { buildSeasonPassPayload, seasonSource } from '@/forms/season-pass/payload';
import { seasonPassFormSchema, type SeasonPassFormInput } from '@/forms/season-pass/schema';
import { seasonPassRegistration } from '@/lib/platform/schemas';
import { JAMIE_REGISTRATION } from './registration';

const filled: SeasonPassFormInput = {
  cards: [{ number: '10000000001' }, { number: '' }, { number: '10000000002' }],
  firstName: ' Jamie ',
  lastName: 'Rivera',
  phone: '(480) 555-0142',
  email: ' jamie@example.com ',
  location: '251',
  emailNotification: true,
  smsNotification: false,
  website: '',
};

const july2026 = new Date(2026, 6, 4, 12);

describe('seasonSource', () => {
  it('is the season’s first letter, SP and the four-digit year', () => {
    expect(seasonSource('SUMMER', july2026)).toBe('SSP2026');
    expect(seasonSource('WINTER', july2026)).toBe('WSP2026');
    expect(seasonSource('WINTER', new Date(2027, 0, 1))).toBe('WSP2027');
    expect(seasonSource('SUMMER', new Date(2031, 11, 31, 23, 59))).toBe('SSP2031');
  });
});

describe('the season pass payload', () => {
  it('holds exactly the documented fields, with a digits-only phone and the filled cards', () => {
    const payload = buildSeasonPassPayload(seasonPassFormSchema.parse(filled), 'SUMMER', july2026);
    expect(payload).toStrictEqual({
      ...JAMIE_REGISTRATION,
      emailNotification: true,
      smsNotification: false,
      source: 'SSP2026',
    });
    expect(Object.keys(payload)).toEqual([
      'type',
      'firstName',
      'lastName',
      'phoneNumber',
      'emailAddress',
      'locationId',
      'passNumbers',
      'emailNotification',
      'smsNotification',
      'source',
    ]);
  });

  it('registers WINTER passes with a W source code', () => {
    const payload = buildSeasonPassPayload(
      seasonPassFormSchema.parse({ ...filled, smsNotification: true, emailNotification: false }),
      'WINTER',
      new Date(2027, 0, 15),
    );
    expect(payload).toMatchObject({
      type: 'WINTER',
      source: 'WSP2027',
      emailNotification: false,
      smsNotification: true,
    });
  });

  it('is what the route handler accepts', () => {
    const payload = buildSeasonPassPayload(seasonPassFormSchema.parse(filled), 'WINTER', july2026);
    expect(seasonPassRegistration.parse(payload)).toStrictEqual(payload);
  });

  it('carries the honeypot as website only when it was filled', () => {
    const empty = buildSeasonPassPayload(seasonPassFormSchema.parse(filled), 'SUMMER', july2026);
    expect(empty).not.toHaveProperty('website');
    const bot = buildSeasonPassPayload(
      seasonPassFormSchema.parse({ ...filled, website: 'https://spam.example' }),
      'SUMMER',
      july2026,
    );
    expect(bot.website).toBe('https://spam.example');
  });

  it('sends a pass number typed twice only once', () => {
    const payload = buildSeasonPassPayload(
      seasonPassFormSchema.parse({
        ...filled,
        cards: [{ number: '10000000001' }, { number: '10000000001' }],
      }),
      'SUMMER',
      july2026,
    );
    expect(payload.passNumbers).toEqual(['10000000001']);
  });
});
