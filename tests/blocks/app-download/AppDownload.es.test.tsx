// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { AppDownload } from '@/blocks/app-download/AppDownload';
import { appDownloadSchema } from '@/blocks/app-download/schema';
import { StoreBadges } from '@/components/StoreBadges';
import { getSiteSettings, type SiteSettings } from '@/lib/cms';

vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getSiteSettings: vi.fn(),
}));

const STORES = {
  appStoreUrl: 'https://apps.apple.com/us/app/spark-alley/id123',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=com.sparkalley',
};

describe('the app download on a Spanish page', () => {
  it('names the store badges, the QR code and its caption in Spanish', async () => {
    vi.mocked(getSiteSettings).mockResolvedValue({
      companyName: 'Spark Alley',
      ...STORES,
    } as SiteSettings);
    const props = appDownloadSchema.parse({
      heading: 'Descarga la app',
      qrCodeUrl: 'https://sparkalley.com/app/',
    });
    render(await AppDownload({ ...props, context: { draft: false, locale: 'es' } }));
    const section = screen.getByRole('region', { name: 'Descarga la app' });

    expect(
      within(section).getByRole('link', { name: 'Descárgalo en el App Store' }),
    ).toHaveAttribute('href', STORES.appStoreUrl);
    expect(
      within(section).getByRole('link', { name: 'Disponible en Google Play' }),
    ).toHaveAttribute('href', STORES.googlePlayUrl);
    expect(
      within(section).getByRole('img', {
        name: 'Código QR: escanéalo con tu teléfono para descargar la app de Spark Alley',
      }),
    ).toBeVisible();
    expect(within(section).getByText('Escanéalo con la cámara de tu teléfono')).toBeVisible();
    expect(section).not.toHaveTextContent('Scan with your phone');
  });

  it('gives the badges their English names on an English page', () => {
    render(<StoreBadges {...STORES} locale="en" />);
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Descárgalo|Disponible/ })).toBeNull();
  });
});
