'use client';

import { MessageWith } from '@/components/MessageWith';
import { SiteLink } from '@/components/SiteLink.client';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useSay, withTranslations } from '@/components/Say.client';
import { Slider, type SliderBreakpoint } from '@/components/Slider/Slider.client';
import { fill } from '@/lib/i18n/say';
import words from '@/messages/en/ExperienceSlider.json';
import { FIND_A_LOCATION_PATH } from '@/lib/sitePaths';
import { useHydrated } from '@/stores/persisted';
import { useSite } from '@/stores/site';
import {
  EXPERIENCE_SLIDER_AUTOPLAY_MS,
  experiencesAt,
  experienceSliderHeading,
  type CenterVenuesById,
} from './filter';
import sliderStyles from '@/components/Slider/SliderSection.module.css';
import styles from './ExperienceSlider.module.css';

/** One experience: what the filter matches it by, and its card as the server rendered it. */
export interface ExperienceSlide {
  slug: string;
  venue: string;
  card: ReactNode;
}

/** 3 cards, 2 under 992 px, 1 under 640 px. */
const SLIDES = 3;
const BREAKPOINTS: SliderBreakpoint[] = [
  { maxWidth: 991, slidesToShow: 2 },
  { maxWidth: 639, slidesToShow: 1 },
];

export interface ExperienceSliderIslandProps {
  slides: ExperienceSlide[];
  centers: CenterVenuesById;
  companyName: string;
  intro?: string;
}

/**
 * The heading and the slides of the guest's center. Until the stored center is read (and without
 * JavaScript) it shows every experience under the company name, as the server HTML does; it
 * follows the guest's choice whenever Find a Location or the booking widget changes it.
 */
function ExperienceSliderBody({
  slides,
  centers,
  companyName,
  intro,
}: ExperienceSliderIslandProps) {
  const say = useSay();
  const hydrated = useHydrated(useSite);
  const chosenCenterId = useSite((state) => state.chosenCenterId);
  const { centerName, shown } = useMemo(
    () => experiencesAt(slides, centers, hydrated ? chosenCenterId : undefined),
    [slides, centers, hydrated, chosenCenterId],
  );
  const heading = experienceSliderHeading(centerName ?? companyName, say);
  return (
    // The carousel inside carries the heading as its name, as SliderSection's do.
    <section
      id="experiences"
      className={`section backdrop ${sliderStyles.section} ${styles.section}`}
    >
      <div className="container">
        <h2 className="section-heading">{heading}</h2>
        {intro && <p className={sliderStyles.intro}>{intro}</p>}
        {shown.length > 0 ? (
          <Slider
            // A new list is a new carousel: it starts again from its first slide.
            key={shown.map((slide) => slide.slug).join(' ')}
            label={heading}
            slidesToShow={SLIDES}
            responsive={BREAKPOINTS}
            autoplayMs={EXPERIENCE_SLIDER_AUTOPLAY_MS}
            slides={shown.map((slide) => (
              <Fragment key={slide.slug}>{slide.card}</Fragment>
            ))}
          />
        ) : (
          <p className={styles.empty}>
            <MessageWith
              message={fill(say(words.askTheTeam), { center: centerName ?? companyName })}
              name="link"
            >
              <SiteLink href={FIND_A_LOCATION_PATH}>{say(words.findAnotherCenter)}</SiteLink>
            </MessageWith>
          </p>
        )}
      </div>
    </section>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const ExperienceSliderIsland = withTranslations(ExperienceSliderBody);
