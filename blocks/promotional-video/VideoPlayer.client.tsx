'use client';

import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { EarlyClickButton } from '@/components/EarlyClicks/EarlyClickButton.client';
import { PlayIcon } from '@/components/icons';
import { useSay, withTranslations } from '@/components/Say.client';
import { fill } from '@/lib/i18n/say';
import words from '@/messages/en/Video.json';
import styles from './VideoPlayer.module.css';

export interface VideoPlayerProps {
  /** The entry id: names the play button for taps made before hydration. */
  id: string;
  title: string;
  /** The player frame's address (`playerSrc`). */
  src: string;
  /** The poster, rendered on the server. */
  poster: ReactNode;
  /** Told when the video starts and when it stops (or the player goes away). */
  onPlayingChange?: (playing: boolean) => void;
  /**
   * Stop (and go back to the poster) once the player is scrolled out of its slider's frame, so a
   * video never plays on where the guest cannot see it.
   */
  stopWhenOutOfFrame?: boolean;
}

/**
 * A poster and a play button until the guest presses play: nothing is requested from the video
 * host before that. Then the player's frame takes the poster's place and receives the focus, so
 * the keyboard goes on inside the player. Inside another island it speaks that island's language,
 * whose translations must then include the `Video` namespace.
 */
export function VideoPlayer({
  id,
  title,
  src,
  poster,
  onPlayingChange,
  stopWhenOutOfFrame = false,
}: VideoPlayerProps) {
  const say = useSay();
  const [playing, setPlaying] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const tell = useEffectEvent((now: boolean) => onPlayingChange?.(now));

  useEffect(() => {
    if (!playing) return;
    frame.current?.focus();
    tell(true);
    return () => tell(false);
  }, [playing]);

  useEffect(() => {
    const element = box.current;
    if (!playing || !stopWhenOutOfFrame || !element || typeof IntersectionObserver !== 'function') {
      return;
    }
    // The huge vertical margin ignores page scrolling: only the slider's clipping frame counts.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.every((entry) => !entry.isIntersecting)) setPlaying(false);
      },
      { rootMargin: '100000px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [playing, stopWhenOutOfFrame]);

  return (
    <div ref={box} className={styles.player} data-playing={playing ? 'true' : 'false'}>
      {playing ? (
        <iframe
          ref={frame}
          src={src}
          title={fill(say(words.videoTitle), { title })}
          className={styles.frame}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <div className={styles.poster}>{poster}</div>
          <EarlyClickButton
            name={`video-${id}`}
            className={styles.play}
            onClick={() => setPlaying(true)}
          >
            <span className={styles.icon}>
              <PlayIcon />
            </span>
            {say(words.playVideo)}
            <span className="visually-hidden">: {title}</span>
          </EarlyClickButton>
        </>
      )}
    </div>
  );
}

/** The player as an island of its own: its words in the page's language. */
export const VideoPlayerIsland = withTranslations(VideoPlayer);
