// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import SummerSeasonPassPage, {
  generateMetadata as summerMetadata,
} from '@/app/[locale]/book/seasonpass/page';
import SeasonPassVariantPage, {
  generateMetadata as variantMetadata,
  generateStaticParams,
} from '@/app/[locale]/book/seasonpass/[variant]/page';
import { SeasonPassPage } from '@/app/[locale]/book/seasonpass/seasonPassPage';
import { centersByState, centersFromEntries, openCenters } from '@/lib/centers';

vi.mock('@/screens/draftMode', () => ({ isDraftMode: async () => false }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useSearchParams: () => new URLSearchParams(),
}));

// The pages read the embedded content, without Next's data cache.
vi.mock('@/lib/cms', async () => {
  const { localEntries } = await import('@/lib/cms/local');
  const { createContentSource } = await import('@/lib/cms/source');
  const { toSiteSettings } = await import('@/lib/cms/siteSettings');
  const { toSeasonPassSales } = await import('@/lib/cms/seasonPassSales');
  // content/ of the project (Vitest runs from its root).
  const source = createContentSource(localEntries());
  return {
    getCenterEntries: () => source.centers(),
    getSiteSettings: async () => toSiteSettings(await source.siteSettings()),
    getSeasonPassSales: async () =>
      toSeasonPassSales(await source.entries('seasonPassSale'), 'America/Chicago'),
    // As if editors linked these variants from navigation links.
    getSeasonPassVariants: async () => ['winter-break-2026', 'fun-pass'],
  };
});

const params = (variant: string) => ({ params: Promise.resolve({ variant }) });

describe('the season pass routes', () => {
  it('/book/seasonpass/ registers SUMMER passes', () => {
    expect((SummerSeasonPassPage() as ReactElement<{ season: string }>).props.season).toBe(
      'SUMMER',
    );
  });

  it('a linked variant containing winter registers WINTER passes, any other linked one SUMMER', async () => {
    for (const [variant, season] of [
      ['winter', 'WINTER'],
      ['winter-break-2026', 'WINTER'],
      ['fun-pass', 'SUMMER'],
    ]) {
      const page = (await SeasonPassVariantPage(params(variant!))) as ReactElement<{
        season: string;
      }>;
      expect(page.props.season, variant).toBe(season);
    }
  });

  it('answers 404 for a variant no editor links to, or not lowercase letters, digits and hyphens', async () => {
    for (const variant of [
      'summer',
      'any-name',
      'Winter',
      'winter_pass',
      'x'.repeat(41),
      '..',
      'winter%20pass',
    ]) {
      await expect(SeasonPassVariantPage(params(variant)), variant).rejects.toMatchObject({
        digest: expect.stringContaining('404'),
      });
    }
  });

  it('builds winter and the linked variants at build time', async () => {
    expect(await generateStaticParams()).toEqual([
      { variant: 'winter' },
      { variant: 'winter-break-2026' },
      { variant: 'fun-pass' },
    ]);
  });

  it('gives each season its title, description and one canonical address', async () => {
    const summer = await summerMetadata();
    expect(summer.title).toBe('Register Your SUMMER Season Pass');
    expect(summer.description).toMatch(/Spark Alley summer season pass/);
    expect(summer.alternates?.canonical).toMatch(/^https?:\/\/[^/]+\/book\/seasonpass\/$/);

    const winter = await variantMetadata(params('winter-break-2026'));
    expect(winter.title).toBe('Register Your WINTER Season Pass');
    expect(winter.alternates?.canonical).toMatch(/\/book\/seasonpass\/winter\/$/);
    expect(winter.openGraph).toMatchObject({ title: 'Register Your WINTER Season Pass' });

    // A 404 in its metadata too, or the page's streamed metadata would replace the 404's title.
    await expect(variantMetadata(params('Not_Valid'))).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
  });
});

describe('the season pass screen', () => {
  it('opens with the season’s heading as its only h1, naming the form', async () => {
    render(await SeasonPassPage({ season: 'WINTER' }));

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Register Your WINTER Season Pass');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Register Your WINTER Season Pass' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Your season pass cards' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Your info' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('type', 'submit');
  });

  it('says where the card number is', async () => {
    render(await SeasonPassPage({ season: 'SUMMER' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Register Your SUMMER Season Pass',
    );
    expect(
      screen.getByText(/the 11 digits printed under the barcode on your season pass card/),
    ).toBeVisible();
  });

  it('offers every open center, grouped by state, and no center that is still to open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T18:00:00Z'));
    render(await SeasonPassPage({ season: 'SUMMER' }));
    const { getCenterEntries } = await import('@/lib/cms');
    const centers = centersFromEntries(await getCenterEntries());
    const groups = centersByState(openCenters(centers, new Date()));
    vi.useRealTimers();

    const select = screen.getByRole('combobox', { name: 'Location' });
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(
      groups.map((group) => group.state),
    );
    expect(groups.length).toBeGreaterThan(10);
    const first = groups[0]!.centers[0]!;
    expect(within(select).getByRole('option', { name: first.name })).toHaveValue(first.id);
    expect(within(select).getAllByRole('option')).toHaveLength(
      1 + groups.reduce((count, group) => count + group.centers.length, 0),
    );
    // Fishers opens on April 17, 2027: a pass cannot be registered to it before then.
    expect(centers.some((center) => center.slug === 'fishers')).toBe(true);
    expect(within(select).queryByRole('option', { name: 'Fishers' })).not.toBeInTheDocument();
  });

  it('says where a pass is bought and that this page activates it, with the way to a center', async () => {
    render(await SeasonPassPage({ season: 'SUMMER' }));
    const lead = screen.getByText(/Season passes are sold at the front desk of every center/);
    expect(lead).toHaveTextContent('This page activates the passes you bought');
    expect(within(lead).getByRole('link', { name: 'find your nearest center' })).toHaveAttribute(
      'href',
      '/locations/',
    );
  });

  it('marks the season whose passes are on sale, by the sale dates', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T18:00:00Z'));
    render(await SeasonPassPage({ season: 'SUMMER' }));
    const seasons = screen.getByRole('navigation', { name: 'Season pass season' });
    expect(within(seasons).getByRole('link', { name: /Winter pass/ })).toHaveTextContent(
      'Winter passOn sale now',
    );
    expect(within(seasons).getByRole('link', { name: /Summer pass/ })).toHaveTextContent(
      /^Summer pass$/,
    );
    vi.useRealTimers();
  });
});
