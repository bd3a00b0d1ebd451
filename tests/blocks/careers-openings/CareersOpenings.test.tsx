// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'next/navigation';
import { CareersOpenings } from '@/blocks/careers-openings/CareersOpenings';
import { careersOpeningsSchema } from '@/blocks/careers-openings/schema';
import { getCenterEntries, getJobOpeningEntries, getSiteSettings } from '@/lib/cms';
import { preventLinkNavigation } from '@/tests/support/navigation';
import { KATY, OPENINGS, PLANO, TEMPE } from './fixtures';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useSearchParams: vi.fn(() => new URLSearchParams()),
}));
vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getJobOpeningEntries: vi.fn(),
  getSiteSettings: vi.fn(),
  getCenterEntries: vi.fn(),
}));

const fields = {
  heading: 'Open positions',
  intro: 'Narrow the list, then press Apply.',
  applicationIntro: 'The center hiring reads your application.',
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-01T19:00:00Z'), toFake: ['Date'] });
  vi.mocked(getJobOpeningEntries).mockResolvedValue(OPENINGS);
  vi.mocked(getSiteSettings).mockResolvedValue({ companyName: 'Spark Alley' } as never);
  vi.mocked(getCenterEntries).mockResolvedValue([TEMPE, KATY, PLANO]);
  vi.mocked(useSearchParams).mockReturnValue(new URLSearchParams() as never);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderBlock(query = '') {
  vi.mocked(useSearchParams).mockReturnValue(new URLSearchParams(query) as never);
  const element = await CareersOpenings({
    ...careersOpeningsSchema.parse(fields),
    context: PUBLISHED_ENGLISH,
  });
  const view = render(element);
  const list = screen.getByRole('region', { name: 'Open positions' });
  return { ...view, list, user: userEvent.setup() };
}

const cardTitles = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Careers openings block', () => {
  it('needs a heading; the application form’s heading is the editors’ own, if any', () => {
    expect(careersOpeningsSchema.safeParse({ intro: 'No heading' }).success).toBe(false);
    expect(careersOpeningsSchema.parse({ heading: 'Jobs' }).applicationHeading).toBeUndefined();
  });

  it('heads the application form Apply now when editors give it no heading', async () => {
    await renderBlock();
    expect(screen.getByRole('heading', { level: 2, name: 'Apply now' })).toBeVisible();
  });

  it('lists every opening newest first, with its center, terms, dates and Apply link', async () => {
    const { list } = await renderBlock();

    expect(within(list).getByRole('status')).toHaveTextContent('Showing 3 openings');
    expect(cardTitles(list)).toEqual(['Party Host', 'Line Cook', 'Party Host']);
    const cook = within(list).getAllByRole('article')[1]!;
    expect(cook).toHaveTextContent('Food & Beverage');
    expect(cook).toHaveTextContent('Spark Alley Katy, TX');
    expect(cook).toHaveTextContent('Full-time');
    expect(cook).toHaveTextContent('$17.00–$20.00 an hour');
    expect(cook).toHaveTextContent('Posted Nov 12, 2026');
    expect(cook).toHaveTextContent('Apply by Mar 31, 2027');
    expect(within(cook).getByRole('link', { name: 'Apply: Line Cook, Katy' })).toHaveAttribute(
      'href',
      '?opening=line-cook-katy#apply',
    );
  });

  it('adds one JobPosting per opening on show', async () => {
    const { container } = await renderBlock();
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as { '@graph': { title: string }[] };
    expect(data['@graph'].map((posting) => posting.title)).toEqual([
      'Party Host',
      'Line Cook',
      'Party Host',
    ]);
  });

  it('narrows the list by state, center and role, and shows all again', async () => {
    const { list, user } = await renderBlock();
    const state = within(list).getByRole('combobox', { name: 'State' });
    const center = within(list).getByRole('combobox', { name: 'Center' });
    const role = within(list).getByRole('combobox', { name: 'Role' });

    await user.selectOptions(state, 'Texas');
    expect(cardTitles(list)).toEqual(['Line Cook', 'Party Host']);
    expect(
      within(center)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All centers', 'Katy', 'Plano']);
    await user.selectOptions(center, 'Plano');
    expect(cardTitles(list)).toEqual(['Party Host']);
    expect(within(list).getByRole('status')).toHaveTextContent('Showing 1 opening');

    await user.selectOptions(center, '');
    await user.selectOptions(role, 'Food & Beverage');
    expect(cardTitles(list)).toEqual(['Line Cook']);
    await user.selectOptions(state, 'Arizona');
    expect(cardTitles(list)).toEqual([]);
    expect(list).toHaveTextContent('No openings match right now.');

    await user.click(within(list).getByRole('button', { name: 'Show all' }));
    expect(cardTitles(list)).toHaveLength(3);
    expect(state).toHaveValue('');
  });

  it('says so when no opening is listed, and still takes a general application', async () => {
    vi.mocked(getJobOpeningEntries).mockResolvedValue([]);
    const { list, container } = await renderBlock();
    expect(list).toHaveTextContent('There are no openings listed right now.');
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Position/ })).toBeVisible();
  });
});

describe('applying from an opening', () => {
  it('names the opening, asks only for the applicant, and mails the opening’s center', async () => {
    const restore = preventLinkNavigation();
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    const { user } = await renderBlock('opening=line-cook-katy');
    const form = screen.getByRole('form', { name: 'Apply now' });

    expect(screen.getByText('You are applying for').parentElement).toHaveTextContent(
      'You are applying forLine CookSpark Alley Katy, TXFull-time · $17.00–$20.00 an hour',
    );
    expect(within(form).queryByRole('textbox', { name: /^Position/ })).toBeNull();
    expect(within(form).queryByRole('combobox', { name: /^Location/ })).toBeNull();

    await user.type(within(form).getByRole('textbox', { name: /^First Name/ }), 'Sam');
    await user.type(within(form).getByRole('textbox', { name: /^Last Name/ }), 'Ortiz');
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'sam@example.com');
    await user.type(within(form).getByRole('textbox', { name: /^Phone Number/ }), '281-555-0199');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /^Availability/ }),
      'Weekends',
    );
    await user.type(
      within(form).getByRole('textbox', { name: /^Tell Us About You/ }),
      'Two years on a grill',
    );
    await user.click(within(form).getByRole('checkbox', { name: /^I agree/ }));
    await user.click(within(form).getByRole('button', { name: 'Send Application' }));

    expect(
      await screen.findByText('Thank You! A member of our team will be in touch with you shortly.'),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      table: 'Job Application',
      sendTo: '251',
      fields: {
        Position: 'Line Cook',
        Location: '251',
        'First Name': 'Sam',
        'Last Name': 'Ortiz',
        Email: 'sam@example.com',
        'Phone Number': '2815550199',
        Availability: 'Weekends',
        'Start Date': '',
        'About You': 'Two years on a grill',
        'Accept Terms': true,
      },
    });
    restore();
  });

  it('turns an unknown or malformed opening into a general application, and says so', async () => {
    for (const query of ['opening=gone-opening', 'opening=%3Cscript%3E']) {
      const { unmount } = await renderBlock(query);
      expect(screen.getByText(/That opening is no longer listed\./)).toBeVisible();
      expect(screen.queryByText('You are applying for')).toBeNull();
      expect(screen.getByRole('textbox', { name: /^Position/ })).toBeVisible();
      expect(
        within(screen.getByRole('combobox', { name: /^Location/ })).getByRole('option', {
          name: 'Katy',
        }),
      ).toHaveValue('251');
      unmount();
    }
  });
});
