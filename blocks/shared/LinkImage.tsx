import type { ComponentProps } from 'react';
import { Picture } from '@/components/Picture';
import type { Picture as PictureData } from '@/lib/cms/fields';

/** An entry's link image, the picture its card shows, or nothing when its editor gave none. */
export function LinkImage({
  item,
  ...picture
}: Omit<ComponentProps<typeof Picture>, 'image'> & { item: { linkImage?: PictureData } }) {
  return item.linkImage ? <Picture image={item.linkImage} {...picture} /> : null;
}
