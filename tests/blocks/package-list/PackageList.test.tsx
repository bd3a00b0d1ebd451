// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { PackageList } from '@/blocks/package-list/PackageList';
import { packageListSchema } from '@/blocks/package-list/schema';
import { getSiteSettings } from '@/lib/cms';
import { cardTitles } from '@/tests/support/blocks';
import { asset, entry, node, paragraph, richTextField, text } from '@/tests/support/entries';
import { expectSkipped, spyOnWarnings } from '@/tests/support/log';

vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getSiteSettings: vi.fn(),
}));

function pkg(title: string, overrides: Record<string, unknown> = {}, id?: string) {
  const slug = title.toLowerCase().replace(/\W+/g, '-');
  return entry(
    'package',
    {
      title,
      kind: 'birthday',
      price: 24.99,
      description: `${title}: a 2-hour party.`,
      includes: richTextField(
        node('unordered-list', node('list-item', paragraph('Pizza and soft drinks'))),
        node('unordered-list', node('list-item', paragraph('A ', text('$10', 'bold'), ' card'))),
      ),
      imageDesktop: asset({ fileName: `${slug}.svg`, description: `${title} artwork` }),
      imageMobile: asset({
        fileName: `${slug}-mobile.svg`,
        description: `${title} artwork`,
        size: { width: 750, height: 750 },
      }),
      ...overrides,
    },
    id,
  );
}

const birthday = [
  pkg('Spark Alley Ultimate Birthday', { price: 34.99 }),
  pkg('All You Can Play Birthday', { price: 29.99 }),
  pkg('Teen All Access', { price: 31.99 }),
  pkg('Bowling Bash Birthday', { price: 22 }),
  pkg('Laser Tag & Arcade Birthday', { price: 26.99 }),
];
const virtual = [pkg('Virtual Escape Room', { kind: 'virtual', price: 24 })];

const fields = { heading: 'Choose Your Party', intro: 'Prices are per guest.', packages: birthday };

beforeEach(() => {
  vi.mocked(getSiteSettings).mockResolvedValue({ companyName: 'Spark Alley' } as Awaited<
    ReturnType<typeof getSiteSettings>
  >);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function renderList(overrides: Record<string, unknown> = {}) {
  render(
    await PackageList({
      ...packageListSchema.parse({ ...fields, ...overrides }),
      context: PUBLISHED_ENGLISH,
    }),
  );
}

// The first list is the cards; each card holds its own list of included items.
const cards = () => Array.from(screen.getAllByRole('list')[0]!.children) as HTMLElement[];
const card = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('package list block: schema', () => {
  it('reads the heading, the blank intro as none, and the packages in order', () => {
    const props = packageListSchema.parse({ ...fields, intro: ' ' });
    expect(props.heading).toBe('Choose Your Party');
    expect(props.intro).toBeUndefined();
    expect(props.packages.map((p) => p.anchor)).toEqual([
      'spark-alley-ultimate-birthday',
      'all-you-can-play-birthday',
      'teen-all-access',
      'bowling-bash-birthday',
      'laser-tag-n-arcade-birthday',
    ]);
  });

  it('skips and logs a bad package while the others stay', () => {
    const warn = spyOnWarnings();
    const props = packageListSchema.parse({
      ...fields,
      packages: [birthday[0], pkg('Broken', { price: -3 }, 'package-broken'), birthday[2]],
    });
    expect(props.packages.map((p) => p.title)).toEqual([
      'Spark Alley Ultimate Birthday',
      'Teen All Access',
    ]);
    expectSkipped(warn, { id: 'package-broken' });
  });

  it('is rejected without a heading or without any valid package', () => {
    spyOnWarnings();
    expect(packageListSchema.safeParse({ ...fields, heading: '' }).success).toBe(false);
    expect(packageListSchema.safeParse({ ...fields, packages: [] }).success).toBe(false);
    expect(
      packageListSchema.safeParse({ ...fields, packages: [pkg('Bad', { kind: 'x' })] }).success,
    ).toBe(false);
  });
});

describe('package list block: cards', () => {
  it('shows the heading, the intro and one card per package with its title', async () => {
    await renderList();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose Your Party' })).toBeVisible();
    expect(screen.getByText('Prices are per guest.')).toBeVisible();
    expect(cardTitles(cards())).toEqual(birthday.map((p) => p.fields.title));
  });

  it('gives every card the anchor built from its title, & becoming n', async () => {
    await renderList();
    expect(cards().map((li) => li.id)).toEqual([
      'spark-alley-ultimate-birthday',
      'all-you-can-play-birthday',
      'teen-all-access',
      'bowling-bash-birthday',
      'laser-tag-n-arcade-birthday',
    ]);
    // Script can move focus to a card after scrolling to it, without adding a Tab stop.
    expect(card('Teen All Access')).toHaveAttribute('tabindex', '-1');
  });

  it("shows 'Starting at $X.XX per guest', with '00' cents for whole prices", async () => {
    await renderList();
    expect(card('Bowling Bash Birthday')).toHaveTextContent('Starting at $22.00 per guest');
    expect(card('Teen All Access')).toHaveTextContent('Starting at $31.99 per guest');
    expect(within(card('Bowling Bash Birthday')).getByText('$22.00').tagName).toBe('STRONG');
  });

  it('shows the description and the included items as a list', async () => {
    await renderList();
    const teen = within(card('Teen All Access'));
    expect(teen.getByText('Teen All Access: a 2-hour party.')).toBeVisible();
    expect(teen.getByRole('heading', { level: 4, name: 'What’s included' })).toBeVisible();
    const items = teen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Pizza and soft drinks', 'A $10 card']);
  });

  it('says who can play each attraction the package includes, as its own entry states', async () => {
    const laserTag = entry('experience', {
      title: 'Laser Tag',
      slug: 'laser-tag',
      minimumAge: 7,
      minimumHeightInches: 42,
    });
    await renderList({
      packages: [pkg('Laser Tag & Arcade Birthday', { attractions: [laserTag] }), birthday[3]],
    });
    const party = within(card('Laser Tag & Arcade Birthday'));
    const rules = party.getByRole('heading', { level: 4, name: 'Who can play' }).nextElementSibling;
    expect(rules).toHaveTextContent('Laser Tag: Ages 7 and up, at least 42 inches tall.');
    expect(
      within(card('Bowling Bash Birthday')).queryByText('Who can play'),
    ).not.toBeInTheDocument();
  });

  it("badges the company's package 'Best Value!' and All You Can Play 'New!', no one else", async () => {
    await renderList();
    expect(card('Spark Alley Ultimate Birthday')).toHaveTextContent('Best Value!');
    expect(card('All You Can Play Birthday')).toHaveTextContent('New!');
    for (const title of ['Teen All Access', 'Bowling Bash Birthday']) {
      expect(card(title)).not.toHaveTextContent(/Best Value!|New!/);
    }
    expect(screen.getAllByText(/^(Best Value!|New!)$/)).toHaveLength(2);
  });

  it('states the minimum guests: 6 for Teen All Access, 10 for the rest', async () => {
    await renderList();
    expect(card('Teen All Access')).toHaveTextContent('Minimum 6 guests');
    expect(card('Bowling Bash Birthday')).toHaveTextContent('Minimum 10 guests');
  });

  it('switches to the mobile image below 992 px', async () => {
    await renderList();
    const picture = card('Teen All Access').querySelector('picture');
    const source = picture?.querySelector('source');
    expect(source).toHaveAttribute('media', '(max-width: 991.98px)');
    expect(source?.getAttribute('srcset')).toContain('/cms-assets/teen-all-access-mobile.svg');
    expect(within(card('Teen All Access')).getByRole('img')).toHaveAttribute(
      'src',
      '/cms-assets/teen-all-access.svg',
    );
  });

  it('uses the only image it has when one of the two is missing', async () => {
    await renderList({ packages: [pkg('Teen All Access', { imageDesktop: null })] });
    expect(card('Teen All Access').querySelector('source')).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      '/cms-assets/teen-all-access-mobile.svg',
    );
  });
});

describe('package list block: calls to action', () => {
  it('carries the package into the booking with Book Now, named after the package', async () => {
    await renderList();
    const link = within(card('Teen All Access')).getByRole('link');
    expect(link).toHaveAccessibleName('Book Now: Teen All Access');
    expect(link).toHaveAttribute('href', '/book/birthday/info/?package=teen-all-access');
  });

  it('links All You Can Play Birthday to Find a Location instead of Book Now', async () => {
    await renderList();
    const links = within(card('All You Can Play Birthday')).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Find a Location: All You Can Play Birthday');
    expect(links[0]).toHaveAttribute('href', '/locations/');
  });

  it('asks for info about virtual packages on the virtual experience form', async () => {
    await renderList({ heading: 'Pick Your Virtual Experience', packages: virtual });
    const link = within(card('Virtual Escape Room')).getByRole('link');
    expect(link).toHaveAccessibleName('Request Info: Virtual Escape Room');
    expect(link).toHaveAttribute('href', '/virtual-team-building/');
    expect(card('Virtual Escape Room')).toHaveTextContent('Starting at $24.00 per guest');
    expect(card('Virtual Escape Room')).not.toHaveTextContent('Minimum');
  });
});
