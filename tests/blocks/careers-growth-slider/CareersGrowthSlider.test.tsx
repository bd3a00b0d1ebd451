// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import {
  CareersGrowthSlider,
  GROWTH_AUTOPLAY_MS,
  GROWTH_BREAKPOINTS,
  GROWTH_SLIDES,
} from '@/blocks/careers-growth-slider/CareersGrowthSlider';
import { careersGrowthSliderSchema } from '@/blocks/careers-growth-slider/schema';
import { asset, contentItem } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';
import { mockMedia } from '@/tests/support/media';

const story = (title: string, who: string, portrait = true) =>
  contentItem({
    title,
    excerpt: `${title}: the story.`,
    tagLine: who,
    ...(portrait ? { linkImage: asset({ fileName: 'story.svg', description: `${who}` }) } : {}),
  });

const fields = {
  heading: 'Growth stories',
  intro: 'Real paths.',
  stories: [
    story('From party host to general manager', 'Maya R., General Manager'),
    story('From line cook to kitchen manager', 'Luis M., Kitchen Manager', false),
    story('From front desk to events director', 'Jordan T., Events Director'),
  ],
};

beforeEach(() => mockMedia({ width: 1440 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Careers growth slider block', () => {
  it('shows one story per slide: title, story, who tells it and their portrait', () => {
    render(<CareersGrowthSlider {...careersGrowthSliderSchema.parse(fields)} />);
    const carousel = screen.getByRole('region', { name: 'Growth stories' });
    const slides = within(carousel).getAllByRole('group', { hidden: true });

    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAccessibleName('Slide 1 of 3');
    expect(slides[0]).toHaveTextContent(
      'From party host to general managerFrom party host to general manager: the story.Maya R., General Manager',
    );
    expect(within(slides[0]!).getByRole('img', { hidden: true })).toHaveAccessibleName(
      'Maya R., General Manager',
    );
    expect(within(slides[1]!).queryByRole('img', { hidden: true })).toBeNull();
  });

  it('turns by itself, one centred slide at a time, and can be paused', () => {
    render(<CareersGrowthSlider {...careersGrowthSliderSchema.parse(fields)} />);
    const carousel = screen.getByRole('region', { name: 'Growth stories' });

    expect(within(carousel).getByRole('button', { name: 'Pause slide show' })).toBeVisible();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeVisible();
    expect(GROWTH_SLIDES).toBe(1);
    expect(GROWTH_AUTOPLAY_MS).toBe(7000);
    // Centre mode at every width.
    expect(GROWTH_BREAKPOINTS).toEqual([{ maxWidth: 100_000, slidesToShow: 1, centerMode: true }]);
  });

  it('skips a story without its text and refuses an entry with no story left', () => {
    const warn = spyOnWarnings();
    const props = careersGrowthSliderSchema.parse({
      ...fields,
      stories: [contentItem({ title: 'Untold' }), ...fields.stories],
    });
    expect(props.stories).toHaveLength(3);
    expect(warn).toHaveBeenCalled();
    expect(careersGrowthSliderSchema.safeParse({ ...fields, stories: [] }).success).toBe(false);
    expect(careersGrowthSliderSchema.safeParse({ stories: fields.stories }).success).toBe(false);
  });
});
