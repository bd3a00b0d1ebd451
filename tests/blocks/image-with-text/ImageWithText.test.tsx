// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ImageWithText } from '@/blocks/image-with-text/ImageWithText';
import { imageWithTextSchema } from '@/blocks/image-with-text/schema';
import { asset, navLink, paragraph, richTextField, text } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const fields = {
  heading: 'Birthday parties',
  body: richTextField(paragraph('A party host, ', text('unlimited games', 'bold'), ' and cake.')),
  image: asset({ fileName: 'birthday.svg', description: 'A birthday cake with candles' }),
  cta: navLink('See packages', '/birthdays/packages/'),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Image with text block', () => {
  it('shows the heading, the rich text, the image with its description and the call to action', () => {
    const { container } = render(<ImageWithText {...imageWithTextSchema.parse(fields)} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Birthday parties' })).toBeVisible();
    expect(screen.getByText('unlimited games').tagName).toBe('STRONG');
    expect(container).toHaveTextContent('A party host, unlimited games and cake.');
    expect(screen.getByRole('img', { name: 'A birthday cake with candles' })).toHaveAttribute(
      'src',
      '/cms-assets/birthday.svg',
    );
    expect(screen.getByRole('link', { name: 'See packages' })).toHaveAttribute(
      'href',
      '/birthdays/packages/',
    );
  });

  it('puts the image on the right unless the editor chose left', () => {
    const right = render(<ImageWithText {...imageWithTextSchema.parse(fields)} />);
    expect(right.container.firstElementChild).toHaveClass('right');
    right.unmount();

    const left = render(
      <ImageWithText {...imageWithTextSchema.parse({ ...fields, imagePosition: 'left' })} />,
    );
    expect(left.container.firstElementChild).not.toHaveClass('right');
  });

  it('renders without a call to action, and drops an unsafe one', () => {
    spyOnWarnings();
    render(
      <ImageWithText
        {...imageWithTextSchema.parse({ ...fields, cta: navLink('Click', 'javascript:alert(1)') })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Birthday parties' })).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('gives an image without a description an empty alt, so screen readers skip it', () => {
    const props = imageWithTextSchema.parse({ ...fields, image: asset({ fileName: 'x.svg' }) });
    const { container } = render(<ImageWithText {...props} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('is rejected without a heading, a body or an image, or with a file that is not an image', () => {
    expect(imageWithTextSchema.safeParse({ ...fields, heading: '' }).success).toBe(false);
    expect(imageWithTextSchema.safeParse({ ...fields, body: undefined }).success).toBe(false);
    expect(imageWithTextSchema.safeParse({ ...fields, body: 'plain text' }).success).toBe(false);
    expect(imageWithTextSchema.safeParse({ ...fields, image: undefined }).success).toBe(false);
    expect(
      imageWithTextSchema.safeParse({
        ...fields,
        image: asset({ fileName: 'menu.pdf', contentType: 'application/pdf' }),
      }).success,
    ).toBe(false);
  });
});
