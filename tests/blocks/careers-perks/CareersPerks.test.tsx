// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { CareersPerks } from '@/blocks/careers-perks/CareersPerks';
import { careersPerksSchema } from '@/blocks/careers-perks/schema';
import { asset, contentItem } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const perk = (title: string, excerpt: string, icon = true) =>
  contentItem({
    title,
    excerpt,
    ...(icon ? { linkImage: asset({ fileName: 'perk.svg', description: `${title} icon` }) } : {}),
  });

const fields = {
  heading: 'Perks of the job',
  intro: 'The little extras.',
  perks: [perk('Free play', 'Free bowling on days off.'), perk('Meals on shift', 'A free meal.')],
};

afterEach(() => vi.restoreAllMocks());

describe('Careers perks block', () => {
  it('shows each perk as an icon with its title and line', () => {
    render(<CareersPerks {...careersPerksSchema.parse(fields)} />);
    const section = screen.getByRole('region', { name: 'Perks of the job' });
    const items = within(section).getAllByRole('listitem');

    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Free play');
    expect(items[0]).toHaveTextContent('Free bowling on days off.');
    // The title says what the icon shows, so the icon is not read twice.
    expect(items[0]!.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByText('The little extras.')).toBeVisible();
  });

  it('skips a perk without its icon and refuses an entry with no perk left', () => {
    const warn = spyOnWarnings();
    const props = careersPerksSchema.parse({
      ...fields,
      perks: [perk('Iconless', 'No picture', false), ...fields.perks],
    });
    expect(props.perks.map((item) => item.title)).toEqual(['Free play', 'Meals on shift']);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ item: 'contentItem' }),
      'list item skipped',
    );
    expect(
      careersPerksSchema.safeParse({ ...fields, perks: [perk('Iconless', 'x', false)] }).success,
    ).toBe(false);
    expect(careersPerksSchema.safeParse({ perks: fields.perks }).success).toBe(false);
  });
});
