// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CenterPage, {
  generateMetadata,
  generateStaticParams,
  revalidate,
} from '@/app/[locale]/locations/[slug]/page';
import { getAllPages, getCenterEntries, getExperiences, getSiteSettings } from '@/lib/cms';
import { useSite } from '@/stores/site';
import { hrefOf } from '@/tests/support/navigation';

// The page reads the embedded content (content/centers.json: 41 centers), spied on to see its drafts.
vi.mock('@/lib/cms', { spy: true });
const request = vi.hoisted(() => ({ draft: false }));
vi.mock('@/screens/draftMode', () => ({ isDraftMode: async () => request.draft }));

/** Tuesday 8 December 2026, 9:58 AM in Tempe (Arizona keeps UTC−7 all year). */
const TUESDAY_BEFORE_TEN = '2026-12-08T16:58:00Z';

/** The server renders as of `moment` and the browser's clock reads the same. */
function clocksAt(moment: string) {
  vi.stubEnv('SITE_CLOCK', moment);
  vi.setSystemTime(moment);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clocksAt(TUESDAY_BEFORE_TEN);
});

afterEach(() => {
  request.draft = false;
  vi.clearAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const params = (slug: string) => ({ params: Promise.resolve({ slug }) });

async function renderPage(slug: string) {
  return render(await CenterPage(params(slug)));
}

describe('/locations/{slug}/', () => {
  it('opens with the center under the company name as its only h1, and its city and state', async () => {
    await renderPage('tempe');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = screen.getByRole('region', { name: 'Spark Alley Tempe' });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Spark Alley Tempe');
    expect(within(hero).getByText('Tempe, Arizona')).toBeVisible();
  });

  it('keeps its headings in order, from the h1 down', async () => {
    await renderPage('tempe');
    const outline = screen
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(outline.slice(0, 5)).toEqual([
      'H1 Spark Alley Tempe',
      'H2 Visit us',
      'H3 Opening hours',
      'H3 Special hours',
      'H2 Experiences at Tempe',
    ]);
    expect(outline.slice(-2)).toEqual([
      'H2 Access at Spark Alley Tempe',
      'H3 Sensory-friendly sessions',
    ]);
    expect(outline.slice(5, -2).every((heading) => heading.startsWith('H3 '))).toBe(true);
  });

  it('gives the address with directions to it, and the phone number to call', async () => {
    await renderPage('tempe');
    const visit = screen.getByRole('region', { name: 'Visit us' });
    expect(visit.querySelector('address')).toHaveTextContent('1220 W Elliot RdTempe, AZ 85284');
    expect(hrefOf('Get directions', visit)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1220+W+Elliot+Rd%2C+Tempe%2C+AZ+85284',
    );
    expect(hrefOf('Call (480) 555-0110', visit)).toBe('tel:+14805550110');
  });

  it('says what the center offers for access and when its sensory-friendly sessions are', async () => {
    await renderPage('tempe');
    const access = screen.getByRole('region', { name: 'Access at Spark Alley Tempe' });
    const features = within(access).getByRole('list', { name: 'Access at Spark Alley Tempe' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Step-free entrance from the parking lot',
      'Accessible parking spaces',
      'Accessible restrooms',
      'Wheelchair-accessible lanes',
      'Bowling ramps and bumpers at any lane',
      'A quiet room for a break from the lights and sounds',
      'Ear defenders to borrow',
    ]);
    const sessions = within(access).getByRole('table', { name: 'Sensory-friendly sessions' });
    expect(sessions).toHaveTextContent('Sun9:00 AM – 10:00 AM');
    expect(hrefOf('What a sensory-friendly session is', access)).toBe('/accessibility/');
    expect(hrefOf('(480) 555-0110', access)).toBe('tel:+14805550110');
  });

  it('names no sensory-friendly sessions at a center that holds none', async () => {
    await renderPage('chandler');
    const access = screen.getByRole('region', { name: 'Access at Spark Alley Chandler' });
    expect(within(access).getAllByRole('listitem')).toHaveLength(6);
    expect(within(access).queryByText('Sensory-friendly sessions')).not.toBeInTheDocument();
  });

  it('lists the opening hours as a table, days against hours', async () => {
    await renderPage('tempe');
    const hours = screen.getByRole('table', { name: 'Opening hours' });
    expect(
      within(hours)
        .getAllByRole('row')
        .map((row) => [
          within(row).getByRole('rowheader').textContent,
          within(row).getByRole('cell').textContent,
        ]),
    ).toEqual([
      ['Sun–Thu', '10:00 AM – 12:00 AM'],
      ['Fri–Sat', '10:00 AM – 2:00 AM'],
    ]);
  });

  it('says whether it is open now on the center’s clock, above the week’s hours', async () => {
    await renderPage('tempe');
    const visit = screen.getByRole('region', { name: 'Visit us' });
    expect(within(visit).getByText('Opens soon · 10 AM')).toBeVisible();
  });

  it('lists the next two weeks’ special hours and closures, the center’s and the chain’s', async () => {
    // Two days later: Tempe's late start on the 9th is past, Christmas Eve and Day are in reach.
    clocksAt('2026-12-12T17:00:00Z');
    await renderPage('tempe');
    const special = screen.getByRole('table', { name: 'Special hours' });
    expect(
      within(special)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Thu, Dec 2410:00 AM – 6:00 PMChristmas Eve', 'Fri, Dec 25ClosedChristmas Day']);
  });

  it('shows a special day of the center’s own', async () => {
    await renderPage('tempe');
    const special = screen.getByRole('table', { name: 'Special hours' });
    expect(within(special).getByRole('row')).toHaveTextContent(
      'Wed, Dec 92:00 PM – 12:00 AMLanes resurfaced in the morning',
    );
  });

  it('shows only the experiences at the center’s venues, each leading to its page', async () => {
    // Peoria: bowling, arcade, laser tag and virtual reality; no escape rooms or bumper cars.
    await renderPage('peoria');
    const experiences = screen.getByRole('region', { name: 'Experiences at Peoria' });
    const links = within(experiences).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bowling', '/experiences/bowling/'],
      ['Arcade', '/experiences/arcade/'],
      ['Laser Tag', '/experiences/laser-tag/'],
      ['Virtual Reality', '/experiences/virtual-reality/'],
      ['Leagues', '/the-leagues/'],
    ]);
  });

  it('leads to booking a party, booking activities, delivery and back to every location', async () => {
    await renderPage('tempe');
    expect(hrefOf('Book a Party at Tempe')).toBe('/book/birthday/#book-a-party');
    expect(hrefOf('Book Activities')).toBe('/book/activities/');
    expect(hrefOf('Order Delivery')).toBe('/delivery/');
    expect(hrefOf('Back to all locations')).toBe('/locations/');
  });

  it('offers no delivery for a center without a delivery partner store', async () => {
    await renderPage('albuquerque');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spark Alley Albuquerque');
    expect(screen.queryByRole('link', { name: 'Order Delivery' })).not.toBeInTheDocument();
    expect(hrefOf('Book a Party at Albuquerque')).toBe('/book/birthday/#book-a-party');
  });

  it('makes the center the guest’s when they go to book a party, so the widget starts with it', async () => {
    const user = userEvent.setup();
    await renderPage('tempe');
    const book = screen.getByRole('link', { name: 'Book a Party at Tempe' });
    // The test stays on the page: only the click's own effect is checked.
    book.addEventListener('click', (event) => event.preventDefault());
    await user.click(book);
    expect(useSite.getState().chosenCenterId).toBe('101');
  });

  it('describes the center alone as a schema.org LocalBusiness, named by its own page', async () => {
    const { container } = await renderPage('tempe');
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const { '@graph': graph } = JSON.parse(scripts[0]!.innerHTML) as {
      '@graph': Array<Record<string, unknown>>;
    };
    expect(graph).toHaveLength(1);
    expect(graph[0]).toMatchObject({
      '@type': 'LocalBusiness',
      // The same id as Find a Location's description of it: one business, described twice.
      '@id': '/locations/tempe/',
      name: 'Spark Alley Tempe',
      telephone: '+1-480-555-0110',
      address: { streetAddress: '1220 W Elliot Rd', postalCode: '85284' },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
          opens: '10:00',
          closes: '00:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Friday', 'Saturday'],
          opens: '10:00',
          closes: '02:00',
        },
      ],
      specialOpeningHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          name: 'Lanes resurfaced in the morning',
          validFrom: '2026-12-09',
          validThrough: '2026-12-09',
          opens: '14:00',
          closes: '00:00',
        },
      ],
    });
  });

  it('answers 404 for a slug no center has, a center’s id included', async () => {
    for (const slug of ['atlantis', '101', 'Tempe', 'tempe/']) {
      await expect(CenterPage(params(slug)), slug).rejects.toMatchObject({
        digest: expect.stringContaining('404'),
      });
    }
  });

  it('reads drafts in preview', async () => {
    request.draft = true;
    await renderPage('tempe');
    for (const getter of [getCenterEntries, getSiteSettings, getExperiences, getAllPages]) {
      expect(getter).toHaveBeenCalledWith({ ...PUBLISHED_ENGLISH, draft: true });
    }
  });
});

describe('/locations/{slug}/ at build time', () => {
  it('is built for every center and refreshed hourly', async () => {
    const built = await generateStaticParams();
    expect(built).toHaveLength(41);
    expect(built).toContainEqual({ slug: 'tempe' });
    expect(built).toContainEqual({ slug: 'st-peters' });
    expect(revalidate).toBe(3600);
  });

  it('is titled by the center and its state, with one canonical address', async () => {
    const metadata = await generateMetadata(params('tempe'));
    expect(metadata.title).toBe('Tempe, AZ');
    expect(metadata.description).toMatch(/^Spark Alley Tempe, 1220 W Elliot Rd, Tempe, AZ 85284/);
    expect(metadata.alternates?.canonical).toMatch(/^https?:\/\/[^/]+\/locations\/tempe\/$/);
    // A 404 in its metadata too, or the page's streamed metadata would replace the 404's title.
    await expect(generateMetadata(params('atlantis'))).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
  });
});
