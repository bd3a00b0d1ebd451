// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { teaserSchema } from '@/blocks/teaser/schema';
import { Teaser } from '@/blocks/teaser/Teaser';
import { asset, navLink } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const fields = {
  heading: 'Group events',
  text: 'Team outings, school trips and fundraisers.',
  image: asset({ fileName: 'group-events.svg', description: 'Friends celebrating with trophies' }),
  cta: navLink('Plan an event', '/group-events/'),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Teaser block', () => {
  it('shows the heading, the text, the image and a link to where it sends the guest', () => {
    render(<Teaser {...teaserSchema.parse(fields)} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Group events' })).toBeVisible();
    expect(screen.getByText('Team outings, school trips and fundraisers.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Friends celebrating with trophies' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Plan an event' })).toHaveAttribute(
      'href',
      '/group-events/',
    );
  });

  it('uses the sunset theme unless the editor picked another', () => {
    const { container, rerender } = render(<Teaser {...teaserSchema.parse(fields)} />);
    expect(container.querySelector('.teaser')).toHaveClass('sunset');

    rerender(<Teaser {...teaserSchema.parse({ ...fields, theme: 'ocean' })} />);
    expect(container.querySelector('.teaser')).toHaveClass('ocean');
    expect(teaserSchema.safeParse({ ...fields, theme: 'neon' }).success).toBe(false);
  });

  it('renders with the heading alone', () => {
    render(<Teaser {...teaserSchema.parse({ heading: 'Coming soon', text: '' })} />);
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('drops a call to action with an unsafe address', () => {
    spyOnWarnings();
    render(
      <Teaser {...teaserSchema.parse({ ...fields, cta: navLink('Go', 'javascript:alert(1)') })} />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is rejected without a heading', () => {
    expect(teaserSchema.safeParse({ ...fields, heading: undefined }).success).toBe(false);
    expect(teaserSchema.safeParse({ ...fields, heading: '' }).success).toBe(false);
  });
});
