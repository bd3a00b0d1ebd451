// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import {
  BirthdayPackageSlider,
  PACKAGE_SLIDER_SETTINGS,
} from '@/blocks/birthday-package-slider/BirthdayPackageSlider';
import { birthdayPackageSliderSchema } from '@/blocks/birthday-package-slider/schema';
import { getSiteSettings } from '@/lib/cms';
import type { SiteSettings } from '@/lib/cms/siteSettings';
import { asset, entry } from '@/tests/support/entries';
import { expectSkipped, spyOnWarnings } from '@/tests/support/log';
import { mockMedia } from '@/tests/support/media';

vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getSiteSettings: vi.fn(),
}));

function birthdayPackage(title: string, price: number, id?: string) {
  return entry(
    'package',
    {
      title,
      kind: 'birthday',
      price,
      description: `${title}: two hours of play with a party host.`,
      imageDesktop: asset({ fileName: 'party.svg', description: `${title} artwork` }),
    },
    id,
  );
}

const fields = {
  heading: 'Find the perfect party',
  intro: 'Six ways to celebrate.',
  packages: [
    birthdayPackage('Spark Alley Ultimate Birthday', 34.99),
    birthdayPackage('All You Can Play Birthday', 29.99),
    birthdayPackage('Teen All Access', 31.99),
    birthdayPackage('Bowling Bash Birthday', 22),
    birthdayPackage('Laser Tag & Arcade Birthday', 26.99),
    birthdayPackage('Little Strikers Birthday', 19.99),
  ],
};

beforeEach(() => {
  mockMedia({ width: 1440 });
  vi.mocked(getSiteSettings).mockResolvedValue({ companyName: 'Spark Alley' } as SiteSettings);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderBlock(overrides: Record<string, unknown> = {}) {
  render(
    await BirthdayPackageSlider({
      ...birthdayPackageSliderSchema.parse({ ...fields, ...overrides }),
      context: PUBLISHED_ENGLISH,
    }),
  );
  return screen.getByRole('region', { name: 'Find the perfect party' });
}

const slide = (carousel: HTMLElement, title: string) => {
  const found = within(carousel)
    .getAllByRole('group', { hidden: true })
    .find((group) => group.querySelector('h3')?.textContent === title);
  if (!found) throw new Error(`no slide for ${title}`);
  return found;
};

describe('Birthday package slider block', () => {
  it('shows the heading, the intro and one slide per package in order', async () => {
    const carousel = await renderBlock();

    expect(screen.getByRole('heading', { level: 2, name: 'Find the perfect party' })).toBeVisible();
    expect(screen.getByText('Six ways to celebrate.')).toBeVisible();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const titles = within(carousel)
      .getAllByRole('heading', { level: 3, hidden: true })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Spark Alley Ultimate Birthday',
      'All You Can Play Birthday',
      'Teen All Access',
      'Bowling Bash Birthday',
      'Laser Tag & Arcade Birthday',
      'Little Strikers Birthday',
    ]);
  });

  it('fetches each package image at once but after the page picture, so slides outside the frame have it ready', async () => {
    const carousel = await renderBlock();

    const image = within(slide(carousel, 'Teen All Access')).getByRole('img', { hidden: true });
    expect(image).toHaveAccessibleName('Teen All Access artwork');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'low');
  });

  it("puts 'Best Value!' on the package named after the company and 'New!' on All You Can Play", async () => {
    const carousel = await renderBlock();

    expect(slide(carousel, 'Spark Alley Ultimate Birthday')).toHaveTextContent(/^Best Value!/);
    expect(slide(carousel, 'All You Can Play Birthday')).toHaveTextContent(/^New!/);
    for (const title of ['Teen All Access', 'Bowling Bash Birthday', 'Little Strikers Birthday']) {
      expect(slide(carousel, title)).not.toHaveTextContent(/Best Value|New!/);
    }
  });

  it('takes the company name for the badge from the site settings', async () => {
    vi.mocked(getSiteSettings).mockResolvedValue({ companyName: 'Bowling Bash' } as SiteSettings);
    const carousel = await renderBlock();

    expect(slide(carousel, 'Bowling Bash Birthday')).toHaveTextContent(/^Best Value!/);
    expect(slide(carousel, 'Spark Alley Ultimate Birthday')).not.toHaveTextContent('Best Value!');
  });

  it("shows 'Starting at $X.XX per guest' with cents", async () => {
    const carousel = await renderBlock();

    expect(slide(carousel, 'Bowling Bash Birthday')).toHaveTextContent(
      'Starting at $22.00 per guest',
    );
    expect(slide(carousel, 'Teen All Access')).toHaveTextContent('Starting at $31.99 per guest');
  });

  it('links View Package to the package on the booking page, and All You Can Play to Find a Location', async () => {
    const carousel = await renderBlock();

    const teen = within(slide(carousel, 'Teen All Access')).getByRole('link', { hidden: true });
    expect(teen).toHaveAccessibleName('View Package: Teen All Access');
    expect(teen).toHaveAttribute('href', '/book/birthday/#teen-all-access');
    const laser = within(slide(carousel, 'Laser Tag & Arcade Birthday')).getByRole('link', {
      hidden: true,
    });
    expect(laser).toHaveAttribute('href', '/book/birthday/#laser-tag-n-arcade-birthday');
    const all = within(slide(carousel, 'All You Can Play Birthday')).getByRole('link', {
      hidden: true,
    });
    expect(all).toHaveAccessibleName('Find a Location: All You Can Play Birthday');
    expect(all).toHaveAttribute('href', '/locations/');
  });

  it('autoplays with a pause control and follows the documented breakpoints', async () => {
    const carousel = await renderBlock();

    expect(within(carousel).getByRole('button', { name: 'Pause slide show' })).toBeVisible();
    expect(PACKAGE_SLIDER_SETTINGS.responsive).toEqual([
      { maxWidth: 1249, slidesToShow: 4 },
      { maxWidth: 1089, slidesToShow: 3 },
      { maxWidth: 799, slidesToShow: 2, centerMode: true },
      { maxWidth: 639, slidesToShow: 1 },
    ]);
  });

  it('skips and logs a broken package, and is rejected without a heading or packages', () => {
    const warn = spyOnWarnings();
    const props = birthdayPackageSliderSchema.parse({
      ...fields,
      packages: [fields.packages[0], entry('package', { title: 'No price' }, 'package-broken')],
    });
    expect(props.packages.map((pkg) => pkg.title)).toEqual(['Spark Alley Ultimate Birthday']);
    expectSkipped(warn, { id: 'package-broken' });
    expect(birthdayPackageSliderSchema.safeParse({ ...fields, heading: ' ' }).success).toBe(false);
    expect(birthdayPackageSliderSchema.safeParse({ ...fields, packages: [] }).success).toBe(false);
  });
});

describe('birthday package slider on a Spanish page', () => {
  it('prices, badges and buttons its cards in Spanish', async () => {
    render(
      await BirthdayPackageSlider({
        ...birthdayPackageSliderSchema.parse(fields),
        context: { draft: false, locale: 'es' },
      }),
    );
    const carousel = screen.getByRole('region', { name: 'Find the perfect party' });
    const ultimate = slide(carousel, 'Spark Alley Ultimate Birthday');
    expect(ultimate).toHaveTextContent('¡El mejor valor!');
    expect(ultimate).toHaveTextContent('Desde $34.99 por invitado');
    expect(
      within(ultimate).getByRole('link', { name: /^Ver paquete/, hidden: true }),
    ).toHaveAttribute('href', '/book/birthday/#spark-alley-ultimate-birthday');
    expect(slide(carousel, 'All You Can Play Birthday')).toHaveTextContent('¡Nuevo!');
    expect(carousel).not.toHaveTextContent(/Starting at|per guest|View Package|Best Value/);
  });
});
