import { EntryEditLink } from '@/blocks/EntryEditLink';
import type { RenderContext } from '@/blocks/defineBlock';
import { Sections } from '@/blocks/Sections';
import { ExperienceSlider } from '@/blocks/experience-slider/ExperienceSlider';
import { Hero } from '@/blocks/hero/Hero';
import { ButtonLink } from '@/components/Button/Button';
import { RichText } from '@/components/RichText';
import { attractionRuleText } from '@/components/AttractionRules/ruleText';
import { translator } from '@/lib/i18n';
import type { Experience } from '@/lib/cms';
import { BOOK_ACTIVITIES_PATH, FIND_A_LOCATION_PATH } from '@/lib/sitePaths';
import styles from './ExperienceDetail.module.css';

/**
 * An experience's own page: what it is, who it suits and what to know before coming, the ways to
 * book it, then the sections editors added (what to know, FAQ) and the other experiences at the
 * guest's center.
 */
export function ExperienceDetail({
  experience,
  context,
}: {
  experience: Experience;
  context: RenderContext;
}) {
  const t = translator('ExperiencePage', context.locale);
  const facts = [
    { label: t('howLong'), value: experience.duration },
    { label: t('price'), value: experience.priceHint },
    {
      label: translator('AttractionRules', context.locale)('whoCanPlay'),
      value: attractionRuleText(experience, context.locale),
    },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  return (
    <>
      {/* In preview: the page's own entry, like a CMS page's (blocks/PageBody.tsx). */}
      {context.draft && <EntryEditLink id={experience.id} type="experience" field="title" />}
      <Hero
        eyebrow={t('eyebrow')}
        heading={experience.title}
        text={experience.tagline}
        image={experience.heroImage ?? experience.linkImage}
        primaryCta={{ label: t('findACenter'), href: FIND_A_LOCATION_PATH }}
        secondaryCta={{ label: t('bookNow'), href: BOOK_ACTIVITIES_PATH }}
        theme="grape"
      />
      <section className="section" aria-labelledby="about-heading">
        <div className={`container ${styles.layout}`}>
          <div>
            <h2 id="about-heading" className={styles.heading}>
              {t('about', { title: experience.title })}
            </h2>
            <RichText document={experience.description} className={styles.description} />
          </div>
          <aside className={styles.facts} aria-labelledby="good-to-know-heading">
            <h2 id="good-to-know-heading" className={styles.factsHeading}>
              {t('goodToKnow')}
            </h2>
            {facts.length > 0 && (
              <dl className={styles.factList}>
                {facts.map((fact) => (
                  <div key={fact.label} className={styles.fact}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {experience.goodFor.length > 0 && (
              <>
                <h3 className={styles.chipsHeading}>{t('greatFor')}</h3>
                <ul role="list" className={styles.chips}>
                  {experience.goodFor.map((audience) => (
                    <li key={audience} className={styles.chip}>
                      {audience}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p className={styles.availability}>{t('availability')}</p>
            <ButtonLink href={FIND_A_LOCATION_PATH} variant="pink" size="small">
              {t('findACenter')}
            </ButtonLink>
          </aside>
        </div>
      </section>
      <Sections sections={experience.sections} context={context} headingTaken />
      <ExperienceSlider intro={t('moreToDo')} context={context} exclude={experience.slug} />
    </>
  );
}
