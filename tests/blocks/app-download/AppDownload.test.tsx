// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { AppDownload } from '@/blocks/app-download/AppDownload';
import { qrCodeSvg } from '@/blocks/app-download/qrCode';
import { appDownloadSchema } from '@/blocks/app-download/schema';
import { blockFor } from '@/blocks/registry';
import { getSiteSettings, type SiteSettings } from '@/lib/cms';

vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getSiteSettings: vi.fn(),
}));

const fields = {
  heading: 'Get the App',
  text: 'Download it from your store, or scan the code.',
  qrCodeUrl: 'https://sparkalley.com/app/',
};
const settings = {
  companyName: 'Spark Alley',
  appStoreUrl: 'https://apps.apple.com/us/app/spark-alley/id123',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=com.sparkalley',
} as SiteSettings;

async function renderBlock(change: object = {}) {
  const props = appDownloadSchema.parse({ ...fields, ...change });
  return render(await AppDownload({ ...props, context: PUBLISHED_ENGLISH }));
}

beforeEach(() => {
  vi.mocked(getSiteSettings).mockResolvedValue(settings);
});

describe('App download', () => {
  it("links the footer's store badges to the site settings' store addresses", async () => {
    await renderBlock();

    const section = screen.getByRole('region', { name: 'Get the App' });
    expect(section).toHaveTextContent('Download it from your store, or scan the code.');
    const appStore = within(section).getByRole('link', { name: 'Download on the App Store' });
    expect(appStore).toHaveAttribute('href', settings.appStoreUrl);
    expect(within(appStore).getByRole('img')).toHaveAttribute('src', '/badges/app-store.svg');
    const googlePlay = within(section).getByRole('link', { name: 'Get it on Google Play' });
    expect(googlePlay).toHaveAttribute('href', settings.googlePlayUrl);
    expect(within(googlePlay).getByRole('img')).toHaveAttribute('src', '/badges/google-play.svg');
  });

  it('leaves out a store the site settings have no address for', async () => {
    vi.mocked(getSiteSettings).mockResolvedValue({ ...settings, googlePlayUrl: undefined });
    await renderBlock();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
  });

  it('shows a QR code made on the server, inline, named for screen readers', async () => {
    await renderBlock();
    const qr = screen.getByRole('img', {
      name: 'QR code: scan it with your phone to get the Spark Alley app',
    });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Scan with your phone’s camera')).toBeVisible();
  });

  it.each([['http://sparkalley.com/app/'], ['javascript:alert(1)'], ['/app/'], ['']])(
    'refuses a QR code address of %j',
    (qrCodeUrl) => {
      expect(appDownloadSchema.safeParse({ ...fields, qrCodeUrl }).success).toBe(false);
      expect(
        blockFor('appDownload')?.render({ ...fields, qrCodeUrl }, 'a', PUBLISHED_ENGLISH).ok,
      ).toBe(false);
    },
  );
});

describe('the QR code', () => {
  it('is an SVG in the brand ink on white, with a quiet zone, of the address at level M', async () => {
    const url = 'https://sparkalley.com/app/';
    const svg = await qrCodeSvg(url);
    expect(svg).toContain('stroke="#1b1340"');
    expect(svg).toContain('fill="#ffffff"');

    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const size = modules.size;
    expect(svg).toMatch(new RegExp(`viewBox="0 0 ${size + 8} ${size + 8}"`));
    const expected = Array.from({ length: size }, (_, row) =>
      Array.from({ length: size }, (_, column) => (modules.get(row, column) ? '#' : '.')).join(''),
    );
    expect(darkModules(svg, size)).toEqual(expected);
  });
});

/** The dark modules the SVG draws (one `h` run per row segment), inside its 4-module quiet zone. */
function darkModules(svg: string, size: number): string[] {
  const rows = Array.from({ length: size }, () => Array<string>(size).fill('.'));
  const path = /stroke="#1b1340" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?:[ ,](-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let column = x; column < x + Number(a); column += 1) {
        rows[Math.floor(y) - 4]![column - 4] = '#';
      }
      x += Number(a);
    }
  }
  return rows.map((row) => row.join(''));
}
