// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { Callout } from '@/blocks/callout/Callout';
import { calloutSchema } from '@/blocks/callout/schema';
import { navLink, unresolvedLink } from '@/tests/support/entries';

const fields = {
  eyebrow: 'Never miss a deal',
  heading: "Get your center's specials first",
  text: 'Sign up and we will send new deals.',
  cta: navLink('Sign Up for Offers', '/offers/'),
};

describe('Callout block', () => {
  it('shows its label, heading, text and button on the sun band by default', () => {
    const props = calloutSchema.parse(fields);
    expect(props.theme).toBe('sun');
    render(<Callout {...props} />);
    const section = screen.getByRole('region', { name: "Get your center's specials first" });
    expect(section).toHaveTextContent('Never miss a deal');
    expect(section).toHaveTextContent('Sign up and we will send new deals.');
    expect(within(section).getByRole('link', { name: 'Sign Up for Offers' })).toHaveAttribute(
      'href',
      '/offers/',
    );
    expect(within(section).queryByRole('img')).toBeNull();
  });

  it('refuses an entry without a working button, a heading or with an unknown theme', () => {
    expect(calloutSchema.safeParse({ ...fields, cta: undefined }).success).toBe(false);
    expect(calloutSchema.safeParse({ ...fields, cta: unresolvedLink('link-gone') }).success).toBe(
      false,
    );
    expect(
      calloutSchema.safeParse({ ...fields, cta: navLink('Go', 'javascript:alert(1)') }).success,
    ).toBe(false);
    expect(calloutSchema.safeParse({ ...fields, heading: '' }).success).toBe(false);
    expect(calloutSchema.safeParse({ ...fields, theme: 'neon' }).success).toBe(false);
  });
});
