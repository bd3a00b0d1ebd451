// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Heading } from '@/blocks/heading/Heading';
import { headingSchema } from '@/blocks/heading/schema';

describe('Heading block', () => {
  it('is a second-level heading, centred, unless the editor says otherwise', () => {
    const props = headingSchema.parse({ heading: 'Site map' });
    const { container } = render(<Heading {...props} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Site map' })).toBeVisible();
    expect(container.firstElementChild).toHaveClass('center');
  });

  it.each([1, 2, 3] as const)('renders level %i as that heading level', (level) => {
    render(<Heading {...headingSchema.parse({ heading: 'Our story', level })} />);
    expect(screen.getByRole('heading', { level, name: 'Our story' })).toBeVisible();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('shows the subheading under the heading, left-aligned when asked', () => {
    const props = headingSchema.parse({
      heading: 'Site map',
      subheading: 'Everything on the site, in one place.',
      align: 'left',
    });
    const { container } = render(<Heading {...props} />);

    const subheading = screen.getByText('Everything on the site, in one place.');
    expect(subheading.tagName).toBe('P');
    expect(screen.getByRole('heading').compareDocumentPosition(subheading)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(container.firstElementChild).toHaveClass('left');
  });

  it('leaves out an empty subheading', () => {
    const { container } = render(
      <Heading {...headingSchema.parse({ heading: 'Site map', subheading: '' })} />,
    );
    expect(container.querySelector('p')).toBeNull();
  });

  it('is rejected without a heading, with a level outside 1 to 3, or an unknown alignment', () => {
    expect(headingSchema.safeParse({ level: 2 }).success).toBe(false);
    expect(headingSchema.safeParse({ heading: ' ' }).success).toBe(false);
    expect(headingSchema.safeParse({ heading: 'Deals', level: 4 }).success).toBe(false);
    expect(headingSchema.safeParse({ heading: 'Deals', level: '2' }).success).toBe(false);
    expect(headingSchema.safeParse({ heading: 'Deals', align: 'right' }).success).toBe(false);
  });
});
