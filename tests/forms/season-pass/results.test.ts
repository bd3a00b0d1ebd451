import { seasonPassMessages } from '@/forms/season-pass/messages';
import { translator } from '@/lib/i18n';
import {
  invalidReason,
  isValidPass,
  splitResults,
  summarizeRegistration,
} from '@/forms/season-pass/results';
import { seasonPassAnswer, seasonPassResult } from '@/lib/platform/schemas';

/** The route's answer to the browser, made as the server makes it from the platform's answer. */
const answer = (...items: { passNumber: string; status: string; memberId?: string | null }[]) =>
  seasonPassAnswer(seasonPassResult.parse({ passNumberStatus: items }));

describe('pass results', () => {
  it('count a pass as invalid only when its status is failure', () => {
    expect(isValidPass({ passNumber: '1', status: 'failure', registered: false })).toBe(false);
    expect(isValidPass({ passNumber: '1', status: 'success', registered: false })).toBe(true);
    expect(isValidPass({ passNumber: '1', status: 'registered', registered: false })).toBe(true);
    expect(isValidPass({ passNumber: '1', status: 'FAILURE', registered: false })).toBe(true);
  });

  it('explain an invalid pass by whether someone registered it', () => {
    expect(invalidReason(false)).toBe('Invalid Season Pass number, please try again.');
    expect(invalidReason(true)).toBe('This Season Pass has already been registered.');
  });

  it('reach the browser as registered or not, without the member id (empty or null is unknown)', () => {
    expect(
      answer(
        { passNumber: '20000000001', status: 'failure', memberId: 'M-100201' },
        { passNumber: '55555555555', status: 'failure', memberId: null },
        { passNumber: '55555555556', status: 'failure', memberId: '' },
      ),
    ).toEqual({
      passNumberStatus: [
        { passNumber: '20000000001', status: 'failure', registered: true },
        { passNumber: '55555555555', status: 'failure', registered: false },
        { passNumber: '55555555556', status: 'failure', registered: false },
      ],
    });
  });

  it('split into valid and invalid passes, keeping the answer’s order', () => {
    const { valid, invalid } = splitResults(
      answer(
        { passNumber: '10000000001', status: 'success', memberId: 'M-1' },
        { passNumber: '20000000001', status: 'failure', memberId: 'M-100201' },
        { passNumber: '10000000002', status: 'success', memberId: 'M-2' },
        { passNumber: '55555555555', status: 'failure', memberId: null },
      ),
    );
    expect(valid).toEqual([
      {
        passNumber: '10000000001',
        valid: true,
        label: 'Pass # 10000000001',
        statusText: 'Successful',
      },
      {
        passNumber: '10000000002',
        valid: true,
        label: 'Pass # 10000000002',
        statusText: 'Successful',
      },
    ]);
    expect(invalid).toEqual([
      {
        passNumber: '20000000001',
        valid: false,
        label: 'Pass # 20000000001',
        statusText: 'Invalid!',
        reason: 'This Season Pass has already been registered.',
      },
      {
        passNumber: '55555555555',
        valid: false,
        label: 'Pass # 55555555555',
        statusText: 'Invalid!',
        reason: 'Invalid Season Pass number, please try again.',
      },
    ]);
  });
});

describe('the registration summary', () => {
  it('says Awesome!, that the pass is active and how to register more', () => {
    const summary = summarizeRegistration(
      answer({ passNumber: '10000000001', status: 'success', memberId: 'M-1' }),
      'Spark Alley',
    );
    expect(summary).toMatchObject({
      allValid: true,
      heading: 'Awesome!',
      paragraphs: [
        "Your pass is now active and you'll be able to use it at your local Spark Alley center.",
        'Got more cards? Close this window and enter their numbers: your details stay filled in.',
      ],
      offersHelp: false,
    });
    expect(summary.invalid).toEqual([]);
  });

  it('says Oops!, which passes are active and what to do about the others when any failed', () => {
    const summary = summarizeRegistration(
      answer(
        { passNumber: '10000000001', status: 'success', memberId: 'M-1' },
        { passNumber: '55555555555', status: 'failure', memberId: '' },
      ),
      'Spark Alley',
    );
    expect(summary.allValid).toBe(false);
    expect(summary.heading).toBe('Oops!');
    expect(summary.paragraphs).toEqual([
      'The passes marked Successful are registered and active.',
      'Check each pass marked Invalid!: correct a mistyped number and press Register again, or remove a card that is already registered.',
    ]);
    expect(summary.offersHelp).toBe(true);
    expect(summary.valid).toHaveLength(1);
    expect(summary.invalid).toHaveLength(1);
  });

  it('names the company from the site settings', () => {
    const summary = summarizeRegistration(
      answer({ passNumber: '10000000001', status: 'ok', memberId: 'M-1' }),
      'Funtown',
    );
    expect(summary.paragraphs[0]).toBe(
      "Your pass is now active and you'll be able to use it at your local Funtown center.",
    );
  });

  it('speaks only of the failed passes when none registered', () => {
    const summary = summarizeRegistration(
      answer({ passNumber: '55555555555', status: 'failure', memberId: '' }),
      'Spark Alley',
    );
    expect(summary.paragraphs).toEqual([seasonPassMessages.fixInvalid]);
  });
});

describe('the season pass messages', () => {
  it('are the documented words, spelled correctly', () => {
    expect(seasonPassMessages).toMatchObject({
      atLeastOneCard: 'You must enter at least one Season Pass card number to register.',
      rejected: 'There was no season pass found with that card number, please try again.',
      invalidPass: 'Invalid Season Pass number, please try again.',
      alreadyRegistered: 'This Season Pass has already been registered.',
      someFailedHeading: 'Oops!',
      allValidHeading: 'Awesome!',
      successful: 'Successful',
      invalid: 'Invalid!',
      sending: 'Sending',
    });
    const t = translator('SeasonPassPage', 'en');
    for (const season of ['WINTER', 'SUMMER'] as const) {
      expect(t('heading', { season: t('season', { season }) })).toBe(
        `Register Your ${season} Season Pass`,
      );
    }
    expect(seasonPassMessages.passLabel('12345678901')).toBe('Pass # 12345678901');
  });
});
