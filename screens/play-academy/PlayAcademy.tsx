import Image, { getImageProps } from 'next/image';
import type { RenderContext } from '@/blocks/defineBlock';
import { Sections } from '@/blocks/Sections';
import { LottieAnimation } from '@/components/LottieAnimation/LottieAnimation.lazy';
import type { Page } from '@/lib/cms/page';
import { islandTranslations, translator } from '@/lib/i18n';
import { estimatePath } from './estimatePage';
import { PlayAcademyEstimate } from './PlayAcademyEstimate.lazy';
import { enquirySectionOf } from '@/lib/cms/enquirySection';
import { ProgrammeJsonLd } from './ProgrammeJsonLd';
import { ProgrammeLabs } from './ProgrammeLabs';
import { ProgrammePricing } from './ProgrammePricing';
import { ANIMATIONS, PROGRAMME_NAME, SPONSORS } from './programme';
import styles from './PlayAcademy.module.css';

/** The page's animations share one play or pause choice, and the hero's toggle. */
const ANIMATION_GROUP = 'play-academy';

interface PlayAcademyProps {
  page: Page;
  context: RenderContext;
  companyName: string;
  siteUrl: string;
}

/**
 * The Play Academy programme page, in the order the product fixes
 * (docs/rules/screens-and-routes.md#layout): the labs and prices are the programme's own, the
 * description, video and further sections come from the page entry.
 */
export function PlayAcademy({ page, context, companyName, siteUrl }: PlayAcademyProps) {
  const video = page.linkedVideo;
  const t = translator('Events', context.locale);
  // The hero art's three panels, laid over it as text and named in its description.
  const panels = [t('predict'), t('play'), t('prove')];
  return (
    <div className={`backdrop ${styles.programme}`}>
      <h1 className="visually-hidden">{page.metaTitle}</h1>
      <ProgrammeJsonLd
        page={page}
        companyName={companyName}
        siteUrl={siteUrl}
        locale={context.locale}
      />

      <section className={styles.hero} aria-label={PROGRAMME_NAME}>
        <div className={`container ${styles.heroInner}`}>
          {/* The page's title as guests see it; screen readers have the h1 above. */}
          <div className={styles.heroTitle} aria-hidden="true">
            <p className={styles.heroEyebrow}>{t('heroEyebrow')}</p>
            <p className={styles.heroHeading}>{PROGRAMME_NAME}</p>
          </div>
          <div className={styles.heroArt}>
            <LottieAnimation
              src={ANIMATIONS.hero.src}
              still={ANIMATIONS.hero.still}
              label={t('heroArt', { panels: panels.join(', ') })}
              pauseLabel={t('pauseAnimations')}
              group={ANIMATION_GROUP}
              controlsGroup
              priority
              sizes="(max-width: 800px) 100vw, 760px"
              className={styles.heroAnimation}
            />
            {/* The words of the art's three panels, laid over them as text. */}
            <ol className={styles.heroPanels} aria-hidden="true">
              {panels.map((word) => (
                <li key={word}>{word}</li>
              ))}
            </ol>
          </div>
          {page.description && <p className={styles.description}>{page.description}</p>}
          <div className={styles.partners}>
            <p className={styles.partnersLine}>{t('partnership')}</p>
            <ul className={styles.sponsors} role="list">
              {SPONSORS.map((sponsor) => (
                <li key={sponsor.src}>
                  <Image {...sponsor} alt={sponsor.alt} unoptimized className={styles.sponsor} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {video && (
        <section className={styles.videoSection} aria-label={video.title ?? t('video')}>
          <VideoOrbit src={ANIMATIONS.orbitLeft} />
          {/* The captions track is drawn when the video entry has a captions file; a video with
              speech needs one (docs/content-model.md). */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            className={styles.video}
            controls
            preload="none"
            playsInline
            poster={video.poster && phonePoster(video.poster)}
            width={960}
            height={540}
          >
            <source src={video.src} type={video.contentType} />
            {video.captions && (
              <track
                kind="captions"
                src={video.captions}
                srcLang="en"
                label={t('captionsLanguage')}
                default
              />
            )}
          </video>
          <VideoOrbit src={ANIMATIONS.orbitRight} />
        </section>
      )}

      <ProgrammeLabs locale={context.locale} />

      <ProgrammePricing locale={context.locale} />

      <section
        className={`container ${styles.estimate}`}
        aria-label={translator('PlayAcademyEstimate', context.locale)('heading')}
      >
        <PlayAcademyEstimate
          initial={{}}
          action={estimatePath(page)}
          request={enquirySectionOf(page)}
          translations={islandTranslations(['PlayAcademyEstimate'], context.locale)}
        />
      </section>

      <div className={styles.sections}>
        <Sections sections={page.children} context={context} headingTaken />
      </div>

      <div className={styles.decorations} aria-hidden="true">
        <span className={styles.circleA} />
        <span className={styles.circleB} />
        <span className={styles.circleC} />
        <Image
          src="/cms-assets/protractor.svg"
          alt=""
          width={400}
          height={220}
          unoptimized
          className={styles.protractor}
        />
      </div>
    </div>
  );
}

/**
 * One of the two animated orbits either side of the video: decoration that plays and pauses with
 * the hero's animation, under its one toggle.
 */
function VideoOrbit({ src }: { src: string }) {
  return (
    <LottieAnimation
      src={src}
      decorative
      group={ANIMATION_GROUP}
      width={600}
      height={600}
      className={styles.orbit}
    />
  );
}

/**
 * A video's poster has no srcset, and the browser fetches it with the page: the optimizer's WebP
 * at a phone's width (828 px) rather than the editor's original, which is often three times the
 * bytes.
 */
function phonePoster(src: string) {
  const { srcSet } = getImageProps({ src, alt: '', width: 960, height: 540, sizes: '100vw' }).props;
  const phone = srcSet?.split(', ').find((candidate) => candidate.endsWith(' 828w'));
  return phone ? phone.slice(0, -' 828w'.length) : src;
}
