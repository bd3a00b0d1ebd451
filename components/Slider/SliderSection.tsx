import { anchorFor } from '@/lib/format';
import type { SliderProps } from './Slider.client';
import { Slider } from './Slider.lazy';
import styles from './SliderSection.module.css';

/**
 * A page section around a slider: its heading (which names the carousel and gives the section its
 * anchor), an optional intro, and the slides. `className` gives the section its own background.
 */
export function SliderSection({
  heading,
  intro,
  className,
  ...slider
}: Omit<SliderProps, 'label'> & { heading: string; intro?: string; className?: string }) {
  return (
    <section id={anchorFor(heading)} className={`section ${styles.section} ${className ?? ''}`}>
      <div className="container">
        <h2 className="section-heading">{heading}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <Slider label={heading} {...slider} />
      </div>
    </section>
  );
}
