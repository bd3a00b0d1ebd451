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

describe('parseConfig: platform and rate limit', () => {
  it('uses the embedded platform in .data, a 10 s timeout and 20 requests a minute by default', () => {
    const config = parseConfig({});
    expect(config.platform).toEqual({ api: undefined, timeoutMs: 10_000, dataDir: '.data' });
    expect(config.rateLimitPerMinute).toBe(20);
  });

  it('treats empty values as unset, as in a copied .env.example', () => {
    const config = parseConfig({
      PLATFORM_API_URL: '',
      PLATFORM_API_KEY: '',
      PLATFORM_TIMEOUT_MS: '',
      PLATFORM_DATA_DIR: '',
      RATE_LIMIT_PER_MINUTE: '',
    });
    expect(config.platform).toEqual({ api: undefined, timeoutMs: 10_000, dataDir: '.data' });
    expect(config.rateLimitPerMinute).toBe(20);
  });

  it('selects the platform API when its address and key are given, without a trailing slash', () => {
    const config = parseConfig({
      PLATFORM_API_URL: 'https://platform.example.com/v1/',
      PLATFORM_API_KEY: 'key-123',
      PLATFORM_TIMEOUT_MS: '2500',
      PLATFORM_DATA_DIR: '/var/lib/site',
      RATE_LIMIT_PER_MINUTE: '5',
    });
    expect(config.platform).toEqual({
      api: { url: 'https://platform.example.com/v1', key: 'key-123' },
      timeoutMs: 2500,
      dataDir: '/var/lib/site',
    });
    expect(config.rateLimitPerMinute).toBe(5);
  });

  it('refuses to start with a platform address but no key', () => {
    expect(() => parseConfig({ PLATFORM_API_URL: 'https://platform.example.com' })).toThrow(
      /PLATFORM_API_KEY is required when PLATFORM_API_URL is set/,
    );
  });

  it.each([
    [{ PLATFORM_API_URL: 'ftp://platform.example.com', PLATFORM_API_KEY: 'k' }, 'PLATFORM_API_URL'],
    [{ PLATFORM_API_URL: 'platform.example.com', PLATFORM_API_KEY: 'k' }, 'PLATFORM_API_URL'],
    [{ PLATFORM_TIMEOUT_MS: '50' }, 'PLATFORM_TIMEOUT_MS must be at least 100'],
    [{ PLATFORM_TIMEOUT_MS: '60001' }, 'PLATFORM_TIMEOUT_MS must be at most 60000'],
    [{ PLATFORM_TIMEOUT_MS: 'soon' }, 'PLATFORM_TIMEOUT_MS must be a number'],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE must be at least 1'],
    [{ RATE_LIMIT_PER_MINUTE: '2.5' }, 'RATE_LIMIT_PER_MINUTE must be a whole number'],
  ])('stops on %j with a message naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });
});
