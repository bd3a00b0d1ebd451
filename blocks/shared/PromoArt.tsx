import { Picture } from '@/components/Picture';
import type { Picture as PictureData } from '@/lib/cms/fields';

/**
 * A promotion's artwork beside its words, or nothing when the entry has none. From 992 px the
 * promotion gives it two fifths of the row (3fr 2fr), which its sizes say.
 */
export function PromoArt({
  image,
  className,
}: {
  image: PictureData | undefined;
  /** The block's frame for the artwork. */
  className?: string;
}) {
  if (!image) return null;
  return (
    <div className={className}>
      <Picture image={image} sizes="(max-width: 991px) 90vw, 40vw" />
    </div>
  );
}
