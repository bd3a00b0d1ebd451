import { Picture } from '@/components/Picture';
import { anchorFor } from '@/lib/format';
import { islandTranslations } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { CallToAction } from '../shared/CallToAction';
import type { PromotionalVideoProps } from './schema';
import { VideoPlayerIsland } from './VideoPlayer.lazy';
import heroes from '@/components/heroes.module.css';
import styles from './PromotionalVideo.module.css';

/** A heading and a line of text beside one video, which loads only when the guest plays it. */
export function PromotionalVideo({
  eyebrow,
  heading,
  text,
  video,
  cta,
  context,
}: BlockProps<PromotionalVideoProps>) {
  const anchor = anchorFor(heading);
  return (
    <section
      id={anchor}
      className={`section ${styles.promotionalVideo}`}
      aria-labelledby={`${anchor}-heading`}
    >
      <div className={`container ${heroes.split} ${styles.inner}`}>
        <div>
          {eyebrow && <p className={`${heroes.eyebrow} ${styles.eyebrow}`}>{eyebrow}</p>}
          <h2 id={`${anchor}-heading`} className={styles.heading}>
            {heading}
          </h2>
          {text && <p className={styles.text}>{text}</p>}
          <CallToAction cta={cta} variant="sun" />
        </div>
        <div>
          <VideoPlayerIsland
            id={video.id}
            title={video.title}
            src={video.src}
            poster={<Picture image={video.poster} sizes="(max-width: 991px) 100vw, 640px" />}
            translations={islandTranslations(['Video'], context.locale)}
          />
          {video.caption && <p className={styles.caption}>{video.caption}</p>}
        </div>
      </div>
    </section>
  );
}
