// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toPage, type Page } from '@/lib/cms/page';
import { PlayAcademy } from '@/screens/play-academy/PlayAcademy';
import { asset, doc, entry, paragraph } from '../../support/entries';
import { eventType } from '../../support/events';

function programmePage(fields: Record<string, unknown> = {}): Page {
  return toPage(
    entry('page', {
      metaTitle: 'Play Academy: Science Labs for Schools',
      description: 'Hands-on science and maths labs for schools.',
      slug: 'play-academy',
      type: 'event',
      eventType: [eventType('school-events')],
      children: [
        entry('faqAccordion', {
          heading: 'Play Academy questions',
          items: [
            entry('faqItem', { question: 'Who is it for?', answer: doc(paragraph('Schools.')) }),
          ],
        }),
      ],
      ...fields,
    }),
  ) as Page;
}

const video = entry('video', {
  title: 'Play Academy in action',
  video: asset({ fileName: 'labs.mp4', contentType: 'video/mp4', size: null }),
  image: asset({ fileName: 'poster.jpg', contentType: 'image/jpeg' }),
  captions: asset({ fileName: 'labs.vtt', contentType: 'text/vtt', size: null }),
});

const renderProgramme = (page: Page) =>
  render(
    <PlayAcademy
      page={page}
      context={PUBLISHED_ENGLISH}
      companyName="Spark Alley"
      siteUrl="https://example.com"
    />,
  );

/** Whether `a` comes before `b` in the document. */
const precedes = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the Play Academy programme page', () => {
  it('lays the page out in the order the programme fixes', () => {
    const { container } = renderProgramme(programmePage({ linkedVideo: video }));
    const order = [
      screen.getByRole('heading', { level: 1, name: 'Play Academy: Science Labs for Schools' }),
      screen.getByRole('img', { name: /bubbling science flask/ }),
      screen.getByText('Hands-on science and maths labs for schools.'),
      screen.getByText('In Partnership With:'),
      container.querySelector('video')!,
      screen.getByRole('heading', {
        name: 'Book as many Labs as you Want. Book them all for a Deal!',
      }),
      screen.getByRole('heading', { name: 'How to Bowl Like a Boss' }),
      screen.getByRole('heading', { name: 'Play Academy Pricing' }),
      screen.getByText(/Weekdays only, excluding blackout dates and holidays/),
      screen.getByRole('heading', { name: 'Play Academy questions' }),
      container.querySelector('img[src="/cms-assets/protractor.svg"]')!,
    ];
    order.slice(1).forEach((element, index) => expect(precedes(order[index]!, element)).toBe(true));
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('visually-hidden');
  });

  it("shows its title in the hero, and the words of the art's three panels, without a second heading", () => {
    const { container } = renderProgramme(programmePage());
    const hero = screen.getByRole('region', { name: 'Play Academy' });
    expect(hero).toHaveTextContent(/^Science labs for schoolsPlay Academy/);
    // Seen, not read twice: the h1 names the page for screen readers.
    expect(within(hero).getByText('Play Academy').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const panels = container.querySelectorAll('ol[aria-hidden="true"] li');
    expect([...panels].map((panel) => panel.textContent)).toEqual(['Predict', 'Play', 'Prove']);
    expect(screen.getByRole('img', { name: /bubbling science flask/ })).toHaveAccessibleName(
      /three panels: Predict, Play, Prove$/,
    );
  });

  it('shows two sponsor logos after the partnership line', () => {
    renderProgramme(programmePage());
    const sponsors = screen.getByText('In Partnership With:').nextElementSibling as HTMLElement;
    expect(
      within(sponsors)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['STEM Forward Foundation', 'Bright Minds Learning Co.']);
  });

  it('plays the linked video with controls, its content type and poster, between two animations', () => {
    const { container } = renderProgramme(programmePage({ linkedVideo: video }));
    const player = container.querySelector('video')!;
    const flanks = [player.previousElementSibling, player.nextElementSibling];
    flanks.forEach((flank) => expect(flank).toHaveAttribute('data-lottie'));
    expect(player).toHaveAttribute('controls');
    // The optimizer's WebP at a phone's width, not the editor's original.
    expect(player).toHaveAttribute(
      'poster',
      expect.stringMatching(/^\/_next\/image\/?\?url=%2Fcms-assets%2Fposter\.jpg&w=828&q=75$/),
    );
    expect(player.querySelector('source')).toHaveAttribute('type', 'video/mp4');
    expect(player.querySelector('source')).toHaveAttribute('src', '/cms-assets/labs.mp4');
    expect(player.querySelector('track')).toHaveAttribute('src', '/cms-assets/labs.vtt');
    expect(player.querySelector('track')).toHaveAttribute('kind', 'captions');
  });

  it('has no video section when the page links no video file', () => {
    const { container } = renderProgramme(programmePage());
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows the four labs', () => {
    renderProgramme(programmePage());
    expect(
      screen.getAllByRole('heading', { level: 3, name: /^How to/ }).map((h) => h.textContent),
    ).toEqual([
      'How to Bowl Like a Boss',
      'How to Up Your Game With Science',
      'How to Blast Your Friends With Bouncing Beams',
      'How to Get a Fair Piece of the Pie',
    ]);
  });

  it('prices the labs per person, with the Scholarship Pack and the add-ons', () => {
    renderProgramme(programmePage());
    const rows = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['1 Lab', '$12.99 per person'],
      ['2 Labs', '$16.99 per person'],
      ['3 Labs', '$20.99 per person'],
      ['4 Labs', '$23.99 per person'],
    ]);
    expect(screen.getByText(/1 hour with a facilitator/)).toHaveTextContent(
      'Minimum 10 guests. The pizza lab is an extra $1.99 per person.',
    );
    // The fee the prices exclude is stated beside them.
    expect(screen.getByText(/^Prices exclude tax and the facilitator fee\./)).toHaveTextContent(
      'The facilitator fee is $40.00 per lab hour for the whole group',
    );
    const scholarship = screen.getByRole('heading', { name: 'Scholarship Pack' }).parentElement!;
    expect(scholarship).toHaveTextContent('$25.99 per person');
    expect(scholarship).toHaveTextContent('2-hour all-you-can-play access pass');
    expect(scholarship).toHaveTextContent('$10.00 game card');
    const addOns = screen.getByRole('heading', { name: 'Add-ons' }).parentElement!;
    expect(
      within(addOns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Time Cards30 minutes of unlimited arcade play$7.99 per person',
      'Hi-5 CardsA game card with 50 points to play or win prizes$5.00 per person',
      "Kid's MenuChicken tenders or pizza, a side and a juice$8.99 per person",
      'Meal TicketTwo pizza slices and a soft drink, for teachers too$6.99 per person',
    ]);
  });

  it('describes the programme and its prices for search engines', () => {
    const { container } = renderProgramme(programmePage());
    const data = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data).toMatchObject({
      '@type': 'Course',
      name: 'Play Academy: Science Labs for Schools',
      url: 'https://example.com/events/school-events/play-academy/',
      provider: { name: 'Spark Alley' },
    });
    expect(data.offers.map((offer: { price: string }) => offer.price)).toEqual([
      '12.99',
      '16.99',
      '20.99',
      '23.99',
      '25.99',
    ]);
    expect(
      data.offers.every((offer: { priceCurrency: string }) => offer.priceCurrency === 'USD'),
    ).toBe(true);
  });
});
