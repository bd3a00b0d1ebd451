import { telHref } from '@/lib/centers';

describe('telHref', () => {
  it('dials the digits with the US country code', () => {
    expect(telHref('(480) 555-0142')).toBe('tel:+14805550142');
    expect(telHref('480.555.0142')).toBe('tel:+14805550142');
  });

  it('does not add the country code twice', () => {
    expect(telHref('+1 (480) 555-0142')).toBe('tel:+14805550142');
  });
});
