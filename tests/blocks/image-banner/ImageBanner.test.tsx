// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ImageBanner } from '@/blocks/image-banner/ImageBanner';
import { imageBannerSchema } from '@/blocks/image-banner/schema';
import { asset, navLink, unresolvedLink } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const desktop = asset({
  fileName: 'banner-desktop.svg',
  description: 'Balloons, pins and tickets on waves of colour',
  size: { width: 1920, height: 480 },
});
const mobile = asset({
  fileName: 'banner-mobile.svg',
  description: 'Balloons, pins and tickets on waves of colour',
  size: { width: 750, height: 750 },
});
const fields = {
  image: desktop,
  imageMobile: mobile,
  link: navLink('Get your summer season pass', '/season-pass/'),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Image banner block', () => {
  it('shows the desktop image, with its description as alt text', () => {
    render(<ImageBanner {...imageBannerSchema.parse(fields)} />);

    const image = screen.getByRole('img', { name: fields.image.fields.description });
    expect(image).toHaveAttribute('src', '/cms-assets/banner-desktop.svg');
    expect(image).toHaveAttribute('width', '1920');
    expect(image).toHaveAttribute('height', '480');
  });

  it('swaps in the mobile image below the 992px breakpoint', () => {
    const { container } = render(<ImageBanner {...imageBannerSchema.parse(fields)} />);

    const sources = container.querySelectorAll('picture > source');
    expect(sources).toHaveLength(1);
    expect(sources[0]).toHaveAttribute('media', '(max-width: 991.98px)');
    expect(sources[0]).toHaveAttribute('srcset', '/cms-assets/banner-mobile.svg');
    expect(container.querySelector('picture > img')).toHaveAttribute(
      'src',
      '/cms-assets/banner-desktop.svg',
    );
  });

  it('offers resized mobile images when the mobile file is a photo', () => {
    const props = imageBannerSchema.parse({
      ...fields,
      imageMobile: asset({ fileName: 'banner-mobile.jpg', contentType: 'image/jpeg' }),
    });
    const { container } = render(<ImageBanner {...props} />);

    const srcset = container.querySelector('source')?.getAttribute('srcset') ?? '';
    expect(srcset).toContain(encodeURIComponent('/cms-assets/banner-mobile.jpg'));
    expect(srcset).toMatch(/ \d+w/);
  });

  it('wraps the image in a link whose accessible name says where it goes', () => {
    render(<ImageBanner {...imageBannerSchema.parse(fields)} />);

    const link = screen.getByRole('link', { name: 'Get your summer season pass' });
    expect(link).toHaveAttribute('href', '/season-pass/');
    expect(link).toContainElement(screen.getByRole('img'));
  });

  it('shows where the link leads in words a guest sees, not only in its name', () => {
    render(<ImageBanner {...imageBannerSchema.parse(fields)} />);

    expect(screen.getByRole('link')).toHaveTextContent('Get your summer season pass');
  });

  it('shows a plain image without a link or a mobile version', () => {
    const { container } = render(<ImageBanner {...imageBannerSchema.parse({ image: desktop })} />);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img', { name: fields.image.fields.description })).toHaveAttribute(
      'src',
      '/cms-assets/banner-desktop.svg',
    );
  });

  it('drops an unsafe or unresolved link and an unresolved mobile image, keeping the banner', () => {
    spyOnWarnings();
    const unsafe = imageBannerSchema.parse({
      image: desktop,
      imageMobile: unresolvedLink('asset-draft', 'Asset'),
      link: navLink('Prize', 'javascript:alert(1)'),
    });
    const { container } = render(<ImageBanner {...unsafe} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img')).toBeVisible();

    expect(imageBannerSchema.parse({ image: desktop, link: unresolvedLink('x') }).link).toBe(
      undefined,
    );
  });

  it('is rejected without an image, or with a file that is not an image', () => {
    spyOnWarnings();
    expect(imageBannerSchema.safeParse({ ...fields, image: undefined }).success).toBe(false);
    expect(
      imageBannerSchema.safeParse({ ...fields, image: unresolvedLink('asset-draft', 'Asset') })
        .success,
    ).toBe(false);
    expect(
      imageBannerSchema.safeParse({
        ...fields,
        image: asset({ fileName: 'terms.pdf', contentType: 'application/pdf' }),
      }).success,
    ).toBe(false);
  });
});
