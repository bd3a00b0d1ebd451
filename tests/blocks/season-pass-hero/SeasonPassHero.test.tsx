// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { blockFor } from '@/blocks/registry';
import { SeasonPassHero } from '@/blocks/season-pass-hero/SeasonPassHero';
import { seasonPassHeroSchema, type SeasonPassHeroProps } from '@/blocks/season-pass-hero/schema';
import { renderAgainAt } from '@/lib/cms/revalidation';
import { localEntries } from '@/lib/cms/local';
import { createContentSource } from '@/lib/cms/source';
import { asset, entry, navLink, unresolvedLink } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const fields = {
  heading: 'One pass. All summer long.',
  text: 'Bowl, blast and play every day all summer.',
  image: asset({ fileName: 'season-pass.svg', description: 'A shiny season pass card' }),
  perks: ['Daily bowling', '  Laser tag  ', '', 'Game deals'],
  cta: navLink('Buy Now', '/book/seasonpass/'),
  season: 'summer',
};

// Outside Next there is no page cache to end; the tests check when the page asks to end it.
vi.mock('@/lib/cms/revalidation', () => ({ renderAgainAt: vi.fn() }));

/** Summer passes go on sale at midnight on March 1, 2027 on the site's clock (Chicago). */
const SUMMER_SALE_STARTS = Date.parse('2027-03-01T06:00:00Z');
const IN_SUMMER = new Date('2027-06-01T12:00:00Z');

/** The hero as a published page renders it, at the clock's time. */
async function heroElement(props: SeasonPassHeroProps) {
  return SeasonPassHero({ ...props, context: PUBLISHED_ENGLISH });
}
const renderHero = async (props: SeasonPassHeroProps) => render(await heroElement(props));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(IN_SUMMER);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Season pass hero block', () => {
  it('shows the heading, text, perks, artwork and the call to action', async () => {
    await renderHero(seasonPassHeroSchema.parse(fields));

    const region = screen.getByRole('region', { name: 'One pass. All summer long.' });
    expect(
      within(region).getByRole('heading', { level: 2, name: 'One pass. All summer long.' }),
    ).toBeVisible();
    expect(screen.getByText('Bowl, blast and play every day all summer.')).toBeVisible();
    expect(screen.getByText('Summer Season Pass')).toBeVisible();
    const perks = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(perks.map((perk) => perk.textContent)).toEqual([
      'Daily bowling',
      'Laser tag',
      'Game deals',
    ]);
    expect(screen.getByRole('img', { name: 'A shiny season pass card' })).toHaveAttribute(
      'src',
      '/cms-assets/season-pass.svg',
    );
    expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      '/book/seasonpass/',
    );
    expect(region).toHaveClass('summer');
    expect(region).toHaveAttribute('id', 'one-pass-all-summer-long');
  });

  it('takes the winter look when the editor picks winter, and summer by default', async () => {
    vi.setSystemTime(new Date('2026-12-02T18:00:00Z'));
    const { rerender } = await renderHero(
      seasonPassHeroSchema.parse({
        ...fields,
        season: 'winter',
        cta: navLink('Register your winter pass', '/book/seasonpass/winter/'),
      }),
    );
    expect(screen.getByRole('region')).toHaveClass('winter');
    expect(screen.getByText('Winter Season Pass')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register your winter pass' })).toHaveAttribute(
      'href',
      '/book/seasonpass/winter/',
    );

    vi.setSystemTime(IN_SUMMER);
    rerender(await heroElement(seasonPassHeroSchema.parse({ heading: 'Passes' })));
    expect(screen.getByRole('region', { name: 'Passes' })).toHaveClass('summer');
    expect(seasonPassHeroSchema.safeParse({ ...fields, season: 'spring' }).success).toBe(false);
  });

  it('renders only the heading when the optional fields are empty', async () => {
    await renderHero(seasonPassHeroSchema.parse({ heading: 'Passes', text: ' ' }));
    const region = screen.getByRole('region', { name: 'Passes' });
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(within(region).queryByRole('img')).not.toBeInTheDocument();
  });

  it('is rejected without a heading', () => {
    expect(seasonPassHeroSchema.safeParse({ ...fields, heading: undefined }).success).toBe(false);
    expect(seasonPassHeroSchema.safeParse({ ...fields, heading: '  ' }).success).toBe(false);
  });

  it('drops an unsafe or unresolved button and image, and logs them, but keeps the section', async () => {
    const warn = spyOnWarnings();
    const props = seasonPassHeroSchema.parse({
      ...fields,
      cta: navLink('Win', 'javascript:alert(1)', { id: 'nav-evil' }),
      image: unresolvedLink('asset-draft', 'Asset'),
    });
    await renderHero(props);

    expect(screen.getByRole('heading', { level: 2 })).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'nav-evil' }),
      expect.any(String),
    );
  });

  it('is the registry’s block for seasonPassHero sections', async () => {
    const block = blockFor('seasonPassHero');
    expect(block).toBeDefined();
    const rendered = block!.render(
      entry('seasonPassHero', fields).fields,
      'hero-1',
      PUBLISHED_ENGLISH,
    );
    expect(rendered.ok).toBe(true);
    if (rendered.ok) await renderHero(rendered.element.props as SeasonPassHeroProps);
    expect(screen.getByRole('heading', { name: 'One pass. All summer long.' })).toBeVisible();
  });

  it('has an embedded example entry that renders with its linked image and button', async () => {
    const warn = spyOnWarnings();
    const source = createContentSource(localEntries());
    const [example] = (await source.entries('seasonPassHero')).filter(
      (candidate) => candidate.sys.id === 'season-pass-hero-summer',
    );
    expect(example).toBeDefined();

    const rendered = blockFor('seasonPassHero')!.render(
      example!.fields,
      example!.sys.id,
      PUBLISHED_ENGLISH,
    );
    expect(rendered.ok).toBe(true);
    if (rendered.ok) await renderHero(rendered.element.props as SeasonPassHeroProps);
    expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      '/book/seasonpass/',
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', '/cms-assets/season-pass.svg');
    expect(within(screen.getByRole('list')).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows while its season is on sale, by the sale dates, and asks the page to change then', async () => {
    const summer = seasonPassHeroSchema.parse(fields);
    const winter = seasonPassHeroSchema.parse({
      ...fields,
      heading: 'All winter',
      season: 'winter',
    });

    vi.setSystemTime(SUMMER_SALE_STARTS - 1000);
    expect(await heroElement(summer)).toBeNull();
    expect(await heroElement(winter)).not.toBeNull();
    expect(renderAgainAt).toHaveBeenLastCalledWith(
      SUMMER_SALE_STARTS,
      new Date(SUMMER_SALE_STARTS - 1000),
    );

    vi.setSystemTime(SUMMER_SALE_STARTS);
    expect(await heroElement(summer)).not.toBeNull();
    expect(await heroElement(winter)).toBeNull();
  });
});
