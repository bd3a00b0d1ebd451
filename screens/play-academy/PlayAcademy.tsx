import Image, { getImageProps } from 'next/image';
import type { RenderContext } from '@/blocks/defineBlock';
import { Sections } from '@/blocks/Sections';
import { LottieAnimation } from '@/components/LottieAnimation/LottieAnimation.lazy';
import type { Page } from '@/lib/cms/page';
import { formatPrice } from '@/lib/format';
import { sanitizedHtml } from '@/lib/html';
import { estimatePath } from './estimatePage';
import { PlayAcademyEstimate } from './PlayAcademyEstimate.lazy';
import { enquirySectionOf } from '@/lib/cms/enquirySection';
import { ProgrammeJsonLd } from './ProgrammeJsonLd';
import {
  ANIMATIONS,
  HERO_PANELS,
  HERO_TITLE,
  LAB_CARDS,
  LEGAL_TEXT,
  PARTNERSHIP_LINE,
  PRICING,
  PROGRAMME_HEADING,
  SPONSORS,
} from './programme';
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
  return (
    <div className={`backdrop ${styles.programme}`}>
      <h1 className="visually-hidden">{page.metaTitle}</h1>
      <ProgrammeJsonLd
        page={page}
        companyName={companyName}
        siteUrl={siteUrl}
        locale={context.locale}
      />

      <section className={styles.hero} aria-label="Play Academy">
        <div className={`container ${styles.heroInner}`}>
          {/* The page's title as guests see it; screen readers have the h1 above. */}
          <div className={styles.heroTitle} aria-hidden="true">
            <p className={styles.heroEyebrow}>{HERO_TITLE.eyebrow}</p>
            <p className={styles.heroHeading}>{HERO_TITLE.heading}</p>
          </div>
          <div className={styles.heroArt}>
            <LottieAnimation
              src={ANIMATIONS.hero.src}
              still={ANIMATIONS.hero.still}
              label={`A bubbling science flask among bowling pins and stars, over three panels: ${HERO_PANELS.join(', ')}`}
              pauseLabel="Pause the page's animations"
              group={ANIMATION_GROUP}
              controlsGroup
              priority
              sizes="(max-width: 800px) 100vw, 760px"
              className={styles.heroAnimation}
            />
            {/* The words of the art's three panels, laid over them as text. */}
            <ol className={styles.heroPanels} aria-hidden="true">
              {HERO_PANELS.map((word) => (
                <li key={word}>{word}</li>
              ))}
            </ol>
          </div>
          {page.description && <p className={styles.description}>{page.description}</p>}
          <div className={styles.partners}>
            <p className={styles.partnersLine}>{PARTNERSHIP_LINE}</p>
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
        <section className={styles.videoSection} aria-label={video.title ?? 'Play Academy video'}>
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
              <track kind="captions" src={video.captions} srcLang="en" label="English" default />
            )}
          </video>
          <VideoOrbit src={ANIMATIONS.orbitRight} />
        </section>
      )}

      <section className={`container ${styles.labs}`} aria-labelledby="play-academy-labs">
        <h2 id="play-academy-labs" className={styles.labsHeading}>
          {PROGRAMME_HEADING}
        </h2>
        <ul className={styles.labCards} role="list">
          {LAB_CARDS.map((lab) => (
            <li key={lab.image.src} className={styles.labCard}>
              <Image {...lab.image} alt={lab.image.alt} unoptimized className={styles.labImage} />
              <h3
                className={styles.labHeading}
                dangerouslySetInnerHTML={{ __html: sanitizedHtml(lab.heading) }}
              />
              <div
                className={styles.labText}
                dangerouslySetInnerHTML={{ __html: sanitizedHtml(lab.text) }}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className={`container ${styles.pricing}`} aria-labelledby="play-academy-pricing">
        <div className={styles.priceColumn}>
          <h2 id="play-academy-pricing" className={styles.pricingHeading}>
            {PRICING.heading}
          </h2>
          <dl className={styles.breakdown}>
            {PRICING.lab_pricing_breakdown.map((row) => (
              <div key={row.name} className={styles.breakdownRow}>
                <dt>{row.name}</dt>
                <dd>
                  {formatPrice(row.price)} <span className={styles.unit}>per person</span>
                </dd>
              </div>
            ))}
          </dl>
          <p>{PRICING.text}</p>
          <p className={styles.small}>
            {PRICING.legal} {PRICING.facilitatorFee}
          </p>
        </div>
        <div className={styles.scholarship}>
          <h3>{PRICING.info.heading}</h3>
          <p className={styles.bigPrice}>
            {formatPrice(PRICING.info.pricing)} <span className={styles.unit}>per person</span>
          </p>
          <p>{PRICING.info.text}</p>
          <ul>
            {PRICING.info.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className={styles.addons}>
          <h3>{PRICING.addons.heading}</h3>
          <ul role="list">
            {PRICING.addons.items.map((item) => (
              <li key={item.name}>
                <span className={styles.addonName}>{item.name}</span>
                <span className={styles.addonWhat}>{item.what}</span>
                <span className={styles.addonPrice}>
                  {formatPrice(item.price)} <span className={styles.unit}>per person</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <p className={`container ${styles.legal}`}>{LEGAL_TEXT}</p>

      <section className={`container ${styles.estimate}`} aria-label="Estimate your visit">
        <PlayAcademyEstimate
          initial={{}}
          action={estimatePath(page)}
          request={enquirySectionOf(page)}
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
