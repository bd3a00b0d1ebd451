import { analyticsEvent } from '@/lib/analytics/events';

describe('the events marketing measures', () => {
  it('carry their name and only their own fields', () => {
    expect(analyticsEvent('season_pass_registered', { cards: 3, season: 'winter' })).toEqual({
      event: 'season_pass_registered',
      cards: 3,
      season: 'winter',
    });
    expect(analyticsEvent('birthday_booking_started', { center_id: '1001' })).toEqual({
      event: 'birthday_booking_started',
      center_id: '1001',
    });
    expect(
      analyticsEvent('birthday_request_sent', {
        package: 'ultimate-party',
        kids: 12,
        center_id: '1001',
      }),
    ).toEqual({
      event: 'birthday_request_sent',
      package: 'ultimate-party',
      kids: 12,
      center_id: '1001',
    });
    expect(analyticsEvent('enquiry_sent', { form: 'groupEvent' })).toEqual({
      event: 'enquiry_sent',
      form: 'groupEvent',
    });
    expect(
      analyticsEvent('delivery_partner_clicked', { partner: 'doordash', center_id: '1001' }),
    ).toEqual({ event: 'delivery_partner_clicked', partner: 'doordash', center_id: '1001' });
    expect(analyticsEvent('search', { result_count: 0 })).toEqual({
      event: 'search',
      result_count: 0,
    });
    expect(analyticsEvent('language_switched', { language: 'es' })).toEqual({
      event: 'language_switched',
      language: 'es',
    });
  });

  it('leave out any field that is not theirs, whatever a caller passes', () => {
    const fields = { form: 'contact', email: 'ana@example.com', name: 'Ana' };
    expect(analyticsEvent('enquiry_sent', fields as never)).toEqual({
      event: 'enquiry_sent',
      form: 'contact',
    });
  });

  it('are not sent when a field looks like personal data or free text', () => {
    for (const [name, fields] of [
      ['enquiry_sent', { form: 'contact', center_id: 'ana@example.com' }],
      ['birthday_request_sent', { package: 'Ana Lopez', kids: 3, center_id: '1001' }],
      ['birthday_request_sent', { package: 'party', kids: 3, center_id: '(480) 555-0100' }],
      ['enquiry_sent', { form: 'Please call me back after 5 pm' }],
      ['season_pass_registered', { cards: 2.5, season: 'summer' }],
      ['search', { result_count: -1 }],
    ] as const) {
      expect(analyticsEvent(name, fields as never), JSON.stringify(fields)).toBeUndefined();
    }
  });
});
