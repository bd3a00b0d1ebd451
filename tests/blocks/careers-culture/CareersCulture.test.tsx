// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { CareersCulture } from '@/blocks/careers-culture/CareersCulture';
import { careersCultureSchema } from '@/blocks/careers-culture/schema';
import { asset, contentItem } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const fields = {
  heading: 'What it is like to work here',
  sections: [
    contentItem({
      title: 'Crew first',
      excerpt: 'Every shift starts with a huddle.',
      tagLine: 'Team',
      linkImage: asset({ fileName: 'crew.svg', description: 'A team huddle' }),
    }),
    contentItem({ title: 'Learn every shift', excerpt: 'Shift leaders coach on the floor.' }),
  ],
  values: ['Play fair', 'Bring the fun'],
};

afterEach(() => vi.restoreAllMocks());

describe('Careers culture block', () => {
  it('shows each section as picture and text, then the values', () => {
    render(<CareersCulture {...careersCultureSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);
    const section = screen.getByRole('region', { name: 'What it is like to work here' });
    const rows = within(section).getAllByRole('article');

    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('img', { name: 'A team huddle' })).toBeVisible();
    expect(rows[0]).toHaveTextContent('TeamCrew firstEvery shift starts with a huddle.');
    expect(within(rows[1]!).queryByRole('img')).toBeNull();
    expect(within(section).getByRole('heading', { name: 'What we value' })).toBeVisible();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Play fair', 'Bring the fun']);
  });

  it('leaves the values out when there are none, and takes its own values heading', () => {
    const { unmount } = render(
      <CareersCulture
        {...careersCultureSchema.parse({ ...fields, values: [] })}
        context={PUBLISHED_ENGLISH}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'What we value' })).toBeNull();
    unmount();
    render(
      <CareersCulture
        {...careersCultureSchema.parse({ ...fields, valuesHeading: 'How we play' })}
        context={PUBLISHED_ENGLISH}
      />,
    );
    expect(screen.getByRole('heading', { name: 'How we play' })).toBeVisible();
  });

  it('skips a section without text and refuses an entry with none left or too many values', () => {
    const warn = spyOnWarnings();
    const props = careersCultureSchema.parse({
      ...fields,
      sections: [contentItem({ title: 'Silent' }), ...fields.sections],
    });
    expect(props.sections).toHaveLength(2);
    expect(warn).toHaveBeenCalled();
    expect(
      careersCultureSchema.safeParse({ ...fields, sections: [contentItem({ title: 'x' })] })
        .success,
    ).toBe(false);
    expect(
      careersCultureSchema.safeParse({ ...fields, values: Array.from({ length: 9 }, String) })
        .success,
    ).toBe(false);
  });
});
