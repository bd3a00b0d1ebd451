import { getCenterEntries, getExperiences, getSiteSettings, type Experience } from '@/lib/cms';
import { centersFromEntries, type Center } from '@/lib/centers';
import { islandTranslations, translator, type Locale } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { CardPageButton } from '../shared/CardPageButton';
import { SlideArt } from '../shared/SlideArt';
import type { ExperienceSlide } from './ExperienceSlider.client';
import { ExperienceSliderIsland } from './ExperienceSlider.lazy';
import type { CenterVenuesById } from './filter';
import type { ExperienceSliderProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import sliderStyles from '@/components/Slider/SliderSection.module.css';
import styles from './ExperienceSlider.module.css';

/** Each card's art frame takes the next colour, so neighbouring cards never share one. */
const THEMES = ['grape', 'sunset', 'ocean', 'sun'] as const;

/** Only what the filter reads, so the island's data stays small whatever a center holds. */
export function centerVenuesById(centers: readonly Center[]): CenterVenuesById {
  return Object.fromEntries(
    centers.map((center) => [center.id, { name: center.name, venues: center.venues }]),
  );
}

/**
 * The experiences as an autoplaying slider. The cards are rendered here and handed to the island
 * as they are, with each card's venue and a center → venues map: the server HTML shows every
 * experience under the company name, and the browser narrows the list to the guest's center.
 * `exclude` leaves out the experience whose page the slider is on.
 */
export async function ExperienceSlider({
  intro,
  context,
  exclude,
}: BlockProps<ExperienceSliderProps>) {
  const [experiences, centerEntries, { companyName }] = await Promise.all([
    getExperiences(context),
    getCenterEntries(context),
    getSiteSettings(context),
  ]);
  const slides: ExperienceSlide[] = experiences
    .filter((experience) => experience.slug !== exclude)
    .map((experience, index) => ({
      slug: experience.slug,
      venue: experience.venue,
      card: (
        <ExperienceCard
          experience={experience}
          theme={THEMES[index % THEMES.length]!}
          locale={context.locale}
        />
      ),
    }));
  return (
    <ExperienceSliderIsland
      slides={slides}
      centers={centerVenuesById(centersFromEntries(centerEntries))}
      companyName={companyName}
      intro={intro}
      translations={islandTranslations(['ExperienceSlider', 'Slider'], context.locale)}
    />
  );
}

function ExperienceCard({
  experience,
  theme,
  locale,
}: {
  experience: Experience;
  theme: (typeof THEMES)[number];
  locale: Locale;
}) {
  return (
    <article className={`${sliderStyles.card} ${cardStyles.lift}`}>
      <SlideArt
        image={experience.linkImage}
        sizes="(max-width: 639px) 100vw, (max-width: 991px) 50vw, 380px"
        theme={theme}
        className={styles.media}
      />
      <div className={`${sliderStyles.cardBody} ${styles.body}`}>
        <h3 className={styles.title}>{experience.title}</h3>
        <p className={styles.tagline}>{experience.tagline}</p>
        {experience.priceHint && <p className={styles.price}>{experience.priceHint}</p>}
        <CardPageButton page={experience} className={styles.cta}>
          {translator('ExperiencePage', locale)('learnMore')}
        </CardPageButton>
      </div>
    </article>
  );
}
