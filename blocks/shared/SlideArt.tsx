import type { ReactNode } from 'react';
import { Picture } from '@/components/Picture';
import gradients from '@/components/gradients.module.css';
import sliderStyles from '@/components/Slider/SliderSection.module.css';
import type { Picture as PictureData } from '@/lib/cms/fields';

/** The brand gradients a slider card's art frame can take (components/gradients.module.css). */
type ArtTheme = 'grape' | 'sunset' | 'ocean' | 'sun';

/**
 * The art frame at the top of a slider card: the card's gradient, covered by its picture when it
 * has one, under whatever the block lays over it (a badge). The picture is fetched eagerly, as
 * every slide's is.
 */
export function SlideArt({
  image,
  sizes,
  theme,
  className,
  children,
}: {
  image: PictureData | undefined;
  sizes: string;
  theme: ArtTheme;
  /** The block's frame: its size and shape. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${className ?? ''} ${gradients[theme]}`}>
      {image && <Picture image={image} sizes={sizes} eager className={sliderStyles.cover} />}
      {children}
    </div>
  );
}
