import { parseConfig } from '@/lib/config';

describe('parseConfig', () => {
  it('falls back to the embedded content and localhost when nothing is set', () => {
    const config = parseConfig({});
    expect(config.contentful).toBeUndefined();
    expect(config.siteUrl).toBe('http://localhost:3000');
  });

  it('selects Contentful when a space and a delivery token are given', () => {
    const config = parseConfig({
      CONTENTFUL_SPACE_ID: 'abc123',
      CONTENTFUL_DELIVERY_TOKEN: 'delivery-token-value',
      SITE_URL: 'https://example.org/',
    });
    expect(config.contentful).toMatchObject({ space: 'abc123', environment: 'master' });
    expect(config.siteUrl).toBe('https://example.org');
  });

  it('stops with a message naming each malformed variable', () => {
    expect(() => parseConfig({ SITE_URL: 'not a url', LOG_LEVEL: 'loud' })).toThrow(
      /SITE_URL[\s\S]*LOG_LEVEL/,
    );
    expect(() => parseConfig({ CONTENTFUL_SPACE_ID: 'abc123' })).toThrow(/must be set together/);
  });
});
