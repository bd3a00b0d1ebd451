import { Picture } from '@/components/Picture';
import type { Picture as PictureData } from '@/lib/cms/fields';

/**
 * A promotion's artwork beside its words, or nothing when the entry has none. Its width is the
 * block layout's: by default the two fifths of the row (3fr 2fr) a promotion gives it from 992 px.
 */
export function PromoArt({
  image,
  sizes = '(max-width: 991px) 90vw, 40vw',
  looks,
}: {
  image: PictureData | undefined;
  /** The artwork's width in the block's layout, when it is not two fifths of the row. */
  sizes?: string;
  /**
   * The block's CSS module: its `art` class frames the artwork, its `image` class (where it has
   * one) gives the picture itself a look (a tilt, a border).
   */
  looks: { art?: string; image?: string };
}) {
  if (!image) return null;
  return (
    <div className={looks.art}>
      <Picture image={image} sizes={sizes} className={looks.image} />
    </div>
  );
}
