// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { toExperiences, type Experience } from '@/lib/cms/experiences';
import { ExperienceDetail } from '@/screens/experiences/ExperienceDetail';
import { entry } from '@/tests/support/entries';
import { experienceEntry, paragraph } from '@/tests/support/experiences';
import { mockMedia } from '@/tests/support/media';

// The slider is the experience slider block, tested on its own; here: what the page asks of it.
vi.mock('@/blocks/experience-slider/ExperienceSlider', () => ({
  ExperienceSlider: ({ intro, exclude }: { intro?: string; exclude?: string }) => (
    <section aria-label="Experience slider" data-exclude={exclude}>
      {intro}
    </section>
  ),
}));

const [bowling, arcade] = toExperiences([
  experienceEntry('bowling', 'Bowling', 'bowling', {
    tagline: 'Glow lanes and bumpers.',
    description: paragraph('Twenty-plus lanes of cosmic glow bowling.'),
    goodFor: ['Families', 'Birthdays'],
    duration: 'About an hour',
    priceHint: 'From $6.99 per bowler per game',
    sections: [
      entry('textColumns', {
        heading: 'What to know',
        columns: [
          entry('textColumn', { heading: 'Shoes', body: paragraph('Shoes rent for $4.99.') }),
        ],
      }),
      entry('hero', { heading: 'A second h1' }, 'hero-extra'),
    ],
  }),
  experienceEntry('arcade', 'Arcade', 'arcade'),
]) as [Experience, Experience];

beforeEach(() => mockMedia({ width: 1440 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderScreen(experience: Experience) {
  return render(<ExperienceDetail experience={experience} context={PUBLISHED_ENGLISH} />);
}

describe('an experience page', () => {
  it('opens with the experience as the h1, its tagline and its artwork', () => {
    renderScreen(bowling);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Bowling' })).toBeVisible();
    expect(screen.getByText('Glow lanes and bumpers.')).toBeVisible();
    expect(screen.getAllByRole('img', { name: 'Bowling artwork' })[0]).toBeVisible();
  });

  it('leads to Find a Center and to booking', () => {
    renderScreen(bowling);
    expect(screen.getAllByRole('link', { name: 'Find a Center' })[0]).toHaveAttribute(
      'href',
      '/locations/',
    );
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/book/activities/',
    );
  });

  it('says what it is, how long it takes, what it costs and who it suits', () => {
    renderScreen(bowling);
    expect(screen.getByRole('heading', { level: 2, name: 'About Bowling' })).toBeVisible();
    expect(screen.getByText('Twenty-plus lanes of cosmic glow bowling.')).toBeVisible();
    const facts = screen.getByRole('complementary', { name: 'Good to know' });
    expect(within(facts).getByText('How long').nextElementSibling).toHaveTextContent(
      'About an hour',
    );
    expect(within(facts).getByText('Price').nextElementSibling).toHaveTextContent(
      'From $6.99 per bowler per game',
    );
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Families', 'Birthdays']);
  });

  it("renders the experience's sections, skipping one that would add a second h1", () => {
    renderScreen(bowling);
    expect(screen.getByRole('heading', { level: 2, name: 'What to know' })).toBeVisible();
    expect(screen.getByText('Shoes rent for $4.99.')).toBeVisible();
    expect(screen.queryByText('A second h1')).not.toBeInTheDocument();
  });

  it('ends with the other experiences, leaving itself out', () => {
    renderScreen(bowling);
    const slider = screen.getByRole('region', { name: 'Experience slider' });
    expect(slider).toHaveAttribute('data-exclude', 'bowling');
    expect(slider).toHaveTextContent(/More to do/);
  });

  it('says who can play: the age and height rules its entry states', () => {
    const [laserTag] = toExperiences([
      experienceEntry('laser-tag', 'Laser Tag', 'laser-tag', {
        minimumAge: 7,
        minimumHeightInches: 42,
        ruleNote: 'Adults are welcome in every game',
      }),
    ]) as [Experience];
    renderScreen(laserTag);
    const facts = screen.getByRole('complementary', { name: 'Good to know' });
    expect(within(facts).getByText('Who can play').nextElementSibling).toHaveTextContent(
      'Ages 7 and up, at least 42 inches tall. Adults are welcome in every game.',
    );
  });

  it('leaves out the facts it has no words for', () => {
    renderScreen(arcade);
    const facts = screen.getByRole('complementary', { name: 'Good to know' });
    expect(within(facts).queryByText('How long')).not.toBeInTheDocument();
    expect(within(facts).queryByText('Who can play')).not.toBeInTheDocument();
    expect(within(facts).queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('an experience page in preview', () => {
  it('labels its own entry for editors, tagged for live preview; guests see no label', () => {
    const { container, unmount } = render(
      <ExperienceDetail experience={bowling} context={{ ...PUBLISHED_ENGLISH, draft: true }} />,
    );
    const label = container.querySelector(`[data-contentful-entry-id="${bowling.id}"]`);
    expect(label).toHaveTextContent('experience');
    expect(label).toHaveAttribute('data-contentful-field-id', 'title');
    unmount();

    const guest = renderScreen(bowling).container;
    expect(guest.querySelector(`[data-contentful-entry-id="${bowling.id}"]`)).toBeNull();
  });
});
