import nextConfig from '@/next.config';

async function headerRules() {
  return (await nextConfig.headers?.()) ?? [];
}

describe('the headers every response carries (next.config.ts)', () => {
  it('holds no colon in any value, which Next would rebuild as a pattern on every request', async () => {
    const withColon = (await headerRules()).flatMap((rule) =>
      rule.headers.filter((header) => header.value.includes(':')).map((header) => header.key),
    );
    expect(withColon).toEqual([]);
  });

  it('lets pages load images and media only from this origin and the CMS asset hosts', async () => {
    const policy = (await headerRules())
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Content-Security-Policy')!.value;
    expect(policy).toContain("img-src 'self' images.ctfassets.net downloads.ctfassets.net;");
    expect(policy).toContain("media-src 'self' videos.ctfassets.net assets.ctfassets.net;");
    expect(policy).toContain("default-src 'self';");
    expect(policy).toContain("object-src 'none';");
  });

  it('lets the tag manager load its script and send its measurements, nothing else', async () => {
    const policy = (await headerRules())
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Content-Security-Policy')!.value;
    expect(policy).toMatch(
      /script-src 'self' 'unsafe-inline'( 'unsafe-eval')? www\.googletagmanager\.com;/,
    );
    expect(policy).toContain(
      "connect-src 'self' www.googletagmanager.com *.google-analytics.com *.analytics.google.com;",
    );
  });
});

describe('the pictures the image optimizer may fetch (next.config.ts)', () => {
  afterEach(() => vi.unstubAllEnvs());

  // `next start` reads next.config.ts again, so the environment it starts with decides.
  const remotePatterns = async () => {
    vi.resetModules();
    return (await import('@/next.config')).default.images?.remotePatterns;
  };

  it('only the configured Contentful space’s', async () => {
    vi.stubEnv('CONTENTFUL_SPACE_ID', 'ourspace');
    expect(await remotePatterns()).toEqual([
      { protocol: 'https', hostname: 'images.ctfassets.net', pathname: '/ourspace/**' },
    ]);
  });

  it('none without a space: the embedded content’s pictures are the site’s own files', async () => {
    vi.stubEnv('CONTENTFUL_SPACE_ID', undefined);
    expect(await remotePatterns()).toEqual([]);
  });
});
