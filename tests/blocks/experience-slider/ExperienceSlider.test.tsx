// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { act, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ExperienceSlider } from '@/blocks/experience-slider/ExperienceSlider';
import { experienceSliderSchema } from '@/blocks/experience-slider/schema';
import { getCenterEntries, getExperiences, getSiteSettings } from '@/lib/cms';
import { toExperiences } from '@/lib/cms/experiences';
import type { SiteSettings } from '@/lib/cms/siteSettings';
import { useSite } from '@/stores/site';
import { entry, unresolvedLink } from '@/tests/support/entries';
import { centerEntry, experienceEntry } from '@/tests/support/experiences';
import { mockMedia } from '@/tests/support/media';

vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getExperiences: vi.fn(),
  getCenterEntries: vi.fn(),
  getSiteSettings: vi.fn(),
}));

const EXPERIENCES = toExperiences([
  experienceEntry('bowling', 'Bowling', 'bowling'),
  experienceEntry('arcade', 'Arcade', 'arcade'),
  experienceEntry('laser-tag', 'Laser Tag', 'laser-tag'),
  experienceEntry('escape-rooms', 'Escape Rooms', 'escape-rooms'),
  experienceEntry('leagues', 'Leagues', 'bowling'),
]);
const ALL = ['Bowling', 'Arcade', 'Laser Tag', 'Escape Rooms', 'Leagues'];

const CENTERS = [
  centerEntry('101', 'Tempe', ['bowling', 'arcade', 'laser-tag', 'escape-rooms']),
  centerEntry('211', 'Albuquerque', ['bowling', 'arcade']),
];

beforeEach(() => {
  mockMedia({ width: 1440 });
  localStorage.clear();
  useSite.setState({ chosenCenterId: undefined });
  vi.mocked(getExperiences).mockResolvedValue(EXPERIENCES);
  vi.mocked(getCenterEntries).mockResolvedValue(CENTERS);
  vi.mocked(getSiteSettings).mockResolvedValue({ companyName: 'Spark Alley' } as SiteSettings);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function element(fields: Record<string, unknown> = {}) {
  return ExperienceSlider({
    ...experienceSliderSchema.parse(fields),
    context: PUBLISHED_ENGLISH,
  });
}

const heading = () => screen.getByRole('heading', { level: 2 });
const titles = () =>
  screen.queryAllByRole('heading', { level: 3, hidden: true }).map((title) => title.textContent);

async function choose(centerId: string | undefined) {
  await act(async () => {
    if (centerId) useSite.getState().chooseCenter(centerId);
    else useSite.getState().forgetCenter();
  });
}

describe('Experience slider block', () => {
  it('accepts the embedded entries: an intro, and the experience a page leaves out', () => {
    expect(experienceSliderSchema.parse({})).toEqual({});
    expect(
      experienceSliderSchema.parse({
        intro: '  More to do.  ',
        exclude: experienceEntry('leagues', 'Leagues', 'bowling'),
      }),
    ).toEqual({ intro: 'More to do.', exclude: 'leagues' });
  });

  it('refuses a malformed entry and ignores a link to something other than an experience', () => {
    expect(experienceSliderSchema.safeParse({ intro: 42 }).success).toBe(false);
    expect(
      experienceSliderSchema.parse({ exclude: entry('page', { slug: 'bowling' }) }).exclude,
    ).toBeUndefined();
    expect(experienceSliderSchema.parse({ exclude: unresolvedLink('gone') }).exclude).toBe(
      undefined,
    );
  });

  it('renders every experience under the company name on the server', async () => {
    const html = renderToStaticMarkup(await element({ intro: 'Under one roof.' }));
    expect(html).toContain('Experiences at Spark Alley');
    expect(html).toContain('Under one roof.');
    for (const title of ALL) expect(html).toContain(`>${title}</h3>`);
  });

  it('shows every experience under the company name when the guest has no center', async () => {
    render(await element());
    expect(heading()).toHaveTextContent('Experiences at Spark Alley');
    expect(screen.getByRole('region', { name: 'Experiences at Spark Alley' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(titles()).toEqual(ALL);
  });

  it("shows the experiences at the chosen center's venues, and follows a new choice", async () => {
    useSite.setState({ chosenCenterId: '211' });
    render(await element());
    expect(
      await screen.findByRole('heading', { name: 'Experiences at Albuquerque' }),
    ).toBeVisible();
    expect(titles()).toEqual(['Bowling', 'Arcade', 'Leagues']);

    await choose('101');
    expect(heading()).toHaveTextContent('Experiences at Tempe');
    expect(screen.getByRole('region', { name: 'Experiences at Tempe' })).toBeInTheDocument();
    expect(titles()).toEqual(['Bowling', 'Arcade', 'Laser Tag', 'Escape Rooms', 'Leagues']);

    await choose(undefined);
    expect(heading()).toHaveTextContent('Experiences at Spark Alley');
  });

  it('shows every experience under the company name for a center the site does not know', async () => {
    useSite.setState({ chosenCenterId: '555' });
    render(await element());
    expect(heading()).toHaveTextContent('Experiences at Spark Alley');
    expect(titles()).toEqual(ALL);
  });

  it('says so in a line, not an empty carousel, when nothing is left to show', async () => {
    vi.mocked(getCenterEntries).mockResolvedValue([centerEntry('301', 'Lubbock', ['bowling'])]);
    vi.mocked(getExperiences).mockResolvedValue(EXPERIENCES.slice(1, 4));
    useSite.setState({ chosenCenterId: '301' });
    render(await element());
    expect(await screen.findByRole('heading', { name: 'Experiences at Lubbock' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Experiences at/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Ask the team at Lubbock what is on today/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'find another center' })).toHaveAttribute(
      'href',
      '/locations/',
    );
  });

  it('leaves out the experience whose page it is on', async () => {
    render(await element({ exclude: experienceEntry('leagues', 'Leagues', 'bowling') }));
    expect(titles()).toEqual(['Bowling', 'Arcade', 'Laser Tag', 'Escape Rooms']);
  });

  it('links Learn More to the experience page, and the leagues to /the-leagues/', async () => {
    render(await element());
    const learnMore = (title: string) =>
      screen
        .getAllByRole('link', { hidden: true })
        .find((link) => link.textContent === `Learn More: ${title}`)!;
    expect(learnMore('Laser Tag')).toHaveAttribute('href', '/experiences/laser-tag/');
    expect(learnMore('Leagues')).toHaveAttribute('href', '/the-leagues/');
    const card = learnMore('Arcade').closest('article')!;
    expect(within(card).getByRole('img', { hidden: true })).toHaveAccessibleName('Arcade artwork');
  });

  it('turns by itself with a Pause button', async () => {
    render(await element());
    expect(screen.getByRole('button', { name: 'Pause slide show' })).toBeVisible();
  });
});
