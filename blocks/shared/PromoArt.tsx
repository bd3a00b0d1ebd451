import { Picture } from '@/components/Picture';
import type { Picture as PictureData } from '@/lib/cms/fields';

/**
 * A promotion's artwork beside its words, or nothing when the entry has none. Its width is the
 * block layout's: by default the two fifths of the row (3fr 2fr) a promotion gives it from 992 px.
 */
export function PromoArt({
  image,
  sizes = '(max-width: 991px) 90vw, 40vw',
  className,
  imageClassName,
}: {
  image: PictureData | undefined;
  /** The artwork's width in the block's layout, when it is not two fifths of the row. */
  sizes?: string;
  /** The block's frame for the artwork. */
  className?: string;
  /** The block's look for the picture itself (a tilt, a border). */
  imageClassName?: string;
}) {
  if (!image) return null;
  return (
    <div className={className}>
      <Picture image={image} sizes={sizes} className={imageClassName} />
    </div>
  );
}
