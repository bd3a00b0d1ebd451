import { consentModeOf, effectiveConsent, readConsent } from '@/lib/analytics/setup';

describe('the guest’s consent', () => {
  it('is read back as stored, and not at all from anything else', () => {
    expect(readConsent('{"analytics":true,"advertising":false,"at":"2026-12-02"}')).toEqual({
      analytics: true,
      advertising: false,
    });
    for (const stored of [null, '', 'yes', '[]', '{"analytics":"true","advertising":false}']) {
      expect(readConsent(stored), String(stored)).toBeUndefined();
    }
  });

  it('refuses every purpose until the guest agrees', () => {
    expect(effectiveConsent(undefined, false)).toEqual({ analytics: false, advertising: false });
    expect(effectiveConsent({ analytics: true, advertising: false }, false)).toEqual({
      analytics: true,
      advertising: false,
    });
  });

  it('counts Global Privacy Control as a refusal of sale and sharing, and of the tag manager', () => {
    expect(effectiveConsent({ analytics: true, advertising: true }, true)).toEqual({
      analytics: false,
      advertising: false,
    });
  });

  it('tells the tag manager each purpose as consent mode names it', () => {
    expect(consentModeOf({ analytics: true, advertising: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });
});
