// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { PlaySmartPlaySafe } from '@/blocks/play-smart-play-safe/PlaySmartPlaySafe';
import { playSmartPlaySafeSchema } from '@/blocks/play-smart-play-safe/schema';
import { blockFor } from '@/blocks/registry';
import { asset, navLink } from '@/tests/support/entries';

const fields = {
  heading: 'Our House Rules',
  text: 'Play smart, play safe.',
  rules: ['Wear clean bowling shoes.', ' ', 'Walk, don’t run.', 'Stay behind the foul line.'],
  image: asset({ fileName: 'campaign-play-smart.svg', description: 'Two kids cheer by a shield' }),
  cta: navLink('Ask us a safety question', '/contact-us/#send-us-a-message'),
};

describe('Play smart, play safe', () => {
  it('lists the house rules in order beside the illustration, with its button', () => {
    render(<PlaySmartPlaySafe {...playSmartPlaySafeSchema.parse(fields)} />);

    const section = screen.getByRole('region', { name: 'Our House Rules' });
    expect(section).toHaveTextContent('Play smart, play safe.');
    // The empty rule an editor left behind is dropped.
    expect(
      within(within(section).getByRole('list'))
        .getAllByRole('listitem')
        .map((rule) => rule.textContent),
    ).toEqual(['Wear clean bowling shoes.', 'Walk, don’t run.', 'Stay behind the foul line.']);
    expect(within(section).getByRole('img', { name: 'Two kids cheer by a shield' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Ask us a safety question' })).toHaveAttribute(
      'href',
      '/contact-us/#send-us-a-message',
    );
  });

  it('refuses an entry without rules, with too many or with an over-long one', () => {
    const parse = (change: object) => playSmartPlaySafeSchema.safeParse({ ...fields, ...change });
    expect(parse({ rules: [] }).success).toBe(false);
    expect(parse({ rules: [' '] }).success).toBe(false);
    expect(parse({ rules: Array.from({ length: 11 }, (_, i) => `Rule ${i}`) }).success).toBe(false);
    expect(parse({ rules: ['x'.repeat(141)] }).success).toBe(false);
    expect(parse({ heading: '' }).success).toBe(false);
    expect(blockFor('playSmartPlaySafe')?.render(fields, 'p', PUBLISHED_ENGLISH).ok).toBe(true);
  });
});
