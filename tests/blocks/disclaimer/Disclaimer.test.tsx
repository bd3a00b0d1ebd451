// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen } from '@testing-library/react';
import { Disclaimer } from '@/blocks/disclaimer/Disclaimer';
import { disclaimerSchema } from '@/blocks/disclaimer/schema';
import { hyperlink, paragraph, richTextField, text } from '@/tests/support/entries';

describe('Disclaimer block', () => {
  it('shows the small print in a landmark named Disclaimer, links included', () => {
    const props = disclaimerSchema.parse({
      body: richTextField(
        paragraph(text('Prices and hours vary by location.', 'italic')),
        paragraph('See the ', hyperlink('/terms/', 'terms of use'), ' for details.'),
      ),
    });
    render(<Disclaimer {...props} context={PUBLISHED_ENGLISH} />);

    const disclaimer = screen.getByRole('complementary', { name: 'Disclaimer' });
    expect(disclaimer).toHaveTextContent(
      'Prices and hours vary by location.See the terms of use for details.',
    );
    expect(screen.getByText('Prices and hours vary by location.').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms/');
  });

  it('is rejected without a rich-text body', () => {
    expect(disclaimerSchema.safeParse({}).success).toBe(false);
    expect(disclaimerSchema.safeParse({ body: 'Prices vary.' }).success).toBe(false);
    expect(
      disclaimerSchema.safeParse({ body: { nodeType: 'paragraph', content: [] } }).success,
    ).toBe(false);
  });
});
