// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { CareersCallout } from '@/blocks/careers-callout/CareersCallout';
import { careersCalloutSchema } from '@/blocks/careers-callout/schema';
import { asset, navLink, unresolvedLink } from '@/tests/support/entries';

const fields = {
  eyebrow: 'Ready when you are',
  heading: 'Find your spot on the crew',
  text: 'See what is open near you.',
  cta: navLink('See open jobs', '/careers/opportunities/'),
  image: asset({ fileName: 'careers-callout.svg', description: 'A bright name badge' }),
};

describe('Careers callout block', () => {
  it('shows the heading, the text, the art and one button to where job seekers go next', () => {
    render(<CareersCallout {...careersCalloutSchema.parse(fields)} />);

    expect(screen.getByRole('region', { name: 'Find your spot on the crew' })).toHaveTextContent(
      'Ready when you are',
    );
    expect(screen.getByText('See what is open near you.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See open jobs' })).toHaveAttribute(
      'href',
      '/careers/opportunities/',
    );
    expect(screen.getByRole('img', { name: 'A bright name badge' })).toBeVisible();
  });

  it('goes without art or text, in the sunset colours unless told otherwise', () => {
    const props = careersCalloutSchema.parse({ heading: 'Apply', cta: fields.cta });
    expect(props.theme).toBe('sunset');
    render(<CareersCallout {...props} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'See open jobs' })).toBeVisible();
  });

  it('refuses an entry without a heading or a working button', () => {
    expect(careersCalloutSchema.safeParse({ ...fields, heading: ' ' }).success).toBe(false);
    expect(careersCalloutSchema.safeParse({ ...fields, cta: undefined }).success).toBe(false);
    expect(
      careersCalloutSchema.safeParse({ ...fields, cta: unresolvedLink('link-gone') }).success,
    ).toBe(false);
    expect(
      careersCalloutSchema.safeParse({ ...fields, cta: navLink('Bad', 'javascript:alert(1)') })
        .success,
    ).toBe(false);
    expect(careersCalloutSchema.safeParse({ ...fields, theme: 'neon' }).success).toBe(false);
  });
});
