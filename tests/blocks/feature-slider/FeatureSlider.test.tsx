// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { Sections } from '@/blocks/Sections';
import { FEATURE_SLIDER_AUTOPLAY_MS, FeatureSlider } from '@/blocks/feature-slider/FeatureSlider';
import { featureSliderSchema } from '@/blocks/feature-slider/schema';
import { asset, entry, navLink, unresolvedLink } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';
import { mockMedia } from '@/tests/support/media';

function slide(title: string, fields: Record<string, unknown> = {}) {
  return entry('contentItem', { title, excerpt: `${title}, every week.`, ...fields });
}

const fields = {
  heading: 'Why bowl in a league',
  intro: 'Something to play for.',
  slides: [
    slide('Handicaps level the lanes', { tagLine: 'Fair play' }),
    slide('Prize fund and banquet', {
      linkImage: asset({ fileName: 'trophy.svg', description: 'A gold trophy' }),
    }),
    slide('League perks all season', { cta: navLink('How to Join', '/the-leagues/#how-to-join') }),
  ],
};

beforeEach(() => mockMedia({ width: 1440 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const carousel = () => screen.getByRole('region', { name: 'Why bowl in a league' });
const slideTitled = (title: string) =>
  within(carousel())
    .getAllByRole('group', { hidden: true })
    .find((group) => group.querySelector('h3')?.textContent === title)!;

describe('Feature slider block', () => {
  it('accepts an entry with a heading and slides of content items', () => {
    const props = featureSliderSchema.parse(fields);
    expect(props.heading).toBe('Why bowl in a league');
    expect(props.slides.map((item) => item.title)).toEqual([
      'Handicaps level the lanes',
      'Prize fund and banquet',
      'League perks all season',
    ]);
  });

  it('refuses an entry without a heading, without slides, or with more than eight', () => {
    expect(featureSliderSchema.safeParse({ ...fields, heading: ' ' }).success).toBe(false);
    expect(featureSliderSchema.safeParse({ ...fields, slides: [] }).success).toBe(false);
    const nine = Array.from({ length: 9 }, (_, index) => slide(`Feature ${index + 1}`));
    expect(featureSliderSchema.safeParse({ ...fields, slides: nine }).success).toBe(false);
  });

  it('logs and skips a slide without fields, keeping the others', () => {
    const warn = spyOnWarnings();
    const props = featureSliderSchema.parse({
      ...fields,
      slides: [
        unresolvedLink('slide-unpublished'),
        entry('contentItem', {}, 'slide-empty'),
        ...fields.slides,
      ],
    });
    expect(props.slides).toHaveLength(3);
    expect(loggedWith(warn, 'list item skipped').map((details) => details.id)).toEqual([
      'slide-unpublished',
      'slide-empty',
    ]);
  });

  it('logs and skips the section when no slide is left', () => {
    const warn = spyOnWarnings();
    render(
      <Sections
        sections={[
          entry(
            'featureSlider',
            { heading: 'Empty', slides: [unresolvedLink('gone')] },
            'feature-empty',
          ),
        ]}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Empty' })).not.toBeInTheDocument();
    expect(loggedWith(warn, 'section skipped')).toEqual([
      expect.objectContaining({ id: 'feature-empty', type: 'featureSlider' }),
    ]);
  });

  it('shows the heading, the intro and one slide at a time, each with its words', () => {
    render(<FeatureSlider {...featureSliderSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why bowl in a league' })).toBeVisible();
    expect(screen.getByText('Something to play for.')).toBeVisible();
    expect(within(carousel()).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(slideTitled('Handicaps level the lanes')).toHaveTextContent(
      /Fair play.*Handicaps level the lanes.*every week/,
    );
    expect(slideTitled('Handicaps level the lanes').parentElement).not.toHaveAttribute('inert');
    expect(slideTitled('Prize fund and banquet').parentElement).toHaveAttribute('inert');
  });

  it("shows a slide's artwork with its description and its call to action", () => {
    render(<FeatureSlider {...featureSliderSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);
    expect(
      within(slideTitled('Prize fund and banquet')).getByRole('img', { hidden: true }),
    ).toHaveAttribute('alt', 'A gold trophy');
    const link = within(slideTitled('League perks all season')).getAllByRole('link', {
      hidden: true,
    })[0];
    expect(link).toHaveTextContent('How to Join: League perks all season');
    expect(link).toHaveAttribute('href', '/the-leagues/#how-to-join');
    expect(
      within(slideTitled('Handicaps level the lanes')).queryAllByRole('link', { hidden: true }),
    ).toEqual([]);
  });

  it('turns every 7 seconds, with a Pause button first', () => {
    expect(FEATURE_SLIDER_AUTOPLAY_MS).toBe(7000);
    render(<FeatureSlider {...featureSliderSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);
    const buttons = within(carousel()).getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('Pause slide show');
  });

  it('waits for Play when the guest prefers reduced motion', () => {
    mockMedia({ width: 1440, reducedMotion: true });
    render(<FeatureSlider {...featureSliderSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);
    expect(within(carousel()).getByRole('button', { name: 'Play slide show' })).toBeVisible();
  });
});
