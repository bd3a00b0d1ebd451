import Image, { getImageProps } from 'next/image';
import type { Picture as PictureData } from '@/lib/cms/fields';

/**
 * The image breakpoint, 992 px: below it the mobile image (if any) is shown
 * (docs/rules/limits.md#layout-and-timing).
 */
export const MOBILE_IMAGE_QUERY = '(max-width: 991.98px)';

// SVG artwork needs no resizing, and the image optimizer refuses SVG by design.
const unoptimized = (image: PictureData) => image.contentType === 'image/svg+xml';

interface PictureProps {
  image: PictureData;
  mobileImage?: PictureData;
  sizes: string;
  /** The page's largest image above the fold: preloaded and fetched first. */
  priority?: boolean;
  /**
   * Fetched at once though it may be out of view: a lazy image in a slide outside a slider's frame
   * would not load until it slid in, and then pop in late. It is fetched at low priority, after
   * the page's own picture and styles, and is not preloaded by the server's answer.
   */
  eager?: boolean;
  className?: string;
  /** Overrides the asset's description, e.g. empty for a purely decorative use. */
  alt?: string;
}

export function Picture({
  image,
  mobileImage,
  sizes,
  priority,
  eager,
  className,
  alt,
}: PictureProps) {
  const altText = alt ?? image.alt;
  if (!mobileImage) {
    return (
      <Image
        src={image.src}
        alt={altText}
        width={image.width}
        height={image.height}
        sizes={sizes}
        loading={eager ? 'eager' : undefined}
        preload={priority}
        fetchPriority={fetchPriority(priority, eager)}
        decoding={priority ? 'sync' : undefined}
        unoptimized={unoptimized(image)}
        className={className}
      />
    );
  }
  const common = {
    alt: altText,
    sizes,
    loading: priority || eager ? ('eager' as const) : undefined,
    fetchPriority: fetchPriority(priority, eager),
  };
  const desktop = getImageProps({ ...common, ...dimensions(image) }).props;
  const {
    srcSet: mobileSrcSet,
    src: mobileSrc,
    ...rest
  } = getImageProps({
    ...common,
    ...dimensions(mobileImage),
  }).props;
  return (
    <picture>
      <source media={MOBILE_IMAGE_QUERY} srcSet={mobileSrcSet ?? mobileSrc} />
      <img
        {...rest}
        alt={altText}
        src={desktop.src}
        srcSet={desktop.srcSet}
        width={desktop.width}
        height={desktop.height}
        className={className}
      />
    </picture>
  );
}

function fetchPriority(priority?: boolean, eager?: boolean) {
  if (priority) return 'high' as const;
  return eager ? ('low' as const) : undefined;
}

function dimensions(image: PictureData) {
  return {
    src: image.src,
    width: image.width,
    height: image.height,
    unoptimized: unoptimized(image),
  };
}
