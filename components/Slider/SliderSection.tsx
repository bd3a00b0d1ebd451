import { anchorFor } from '@/lib/format';
import { islandTranslations, type Locale } from '@/lib/i18n';
import type { SliderProps } from './Slider.client';
import { SliderIsland } from './Slider.lazy';
import styles from './SliderSection.module.css';

/**
 * A page section around a slider: its heading (which names the carousel and gives the section its
 * anchor), an optional intro, and the slides. `className` gives the section its own background.
 */
export function SliderSection({
  heading,
  intro,
  className,
  locale,
  ...slider
}: Omit<SliderProps, 'label'> & {
  heading: string;
  intro?: string;
  className?: string;
  /** The page's language, for the controls' words. */
  locale: Locale;
}) {
  return (
    <section id={anchorFor(heading)} className={`section ${styles.section} ${className ?? ''}`}>
      <div className="container">
        <h2 className="section-heading">{heading}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <SliderIsland
          label={heading}
          {...slider}
          translations={islandTranslations(['Slider'], locale)}
        />
      </div>
    </section>
  );
}
