'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import styles from './ComingSoon.module.css';

/** How long a frame in view may take to load before the guest is offered the new tab instead. */
export const FRAME_LOAD_TIMEOUT_MS = 10_000;

export interface SignUpFrameProps {
  src: string;
  title: string;
  signUpUrl: string;
  /** The card's words, in the page's language. */
  words: { unavailable: string; openInNewTab: string };
}

/**
 * The sign-up frame, drawn in the browser only: a frame in the server's HTML may finish loading
 * before hydration, and its load event would be missed. A frame tells its page nothing when it
 * fails (no error event, and a blocked or unreachable page may still fire `load` late or never),
 * so the only sign is time: the frame loads lazily, the wait starts when it nears the screen, and
 * when it has not loaded in time a card over it offers the sign-up page in a new tab. Should it
 * load after all, the card goes.
 */
export function SignUpFrame({ src, title, signUpUrl, words }: SignUpFrameProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<'waiting' | 'loaded' | 'failed'>('waiting');

  useEffect(() => {
    const frame = window.setTimeout(() => setMounted(true), 0);
    return () => window.clearTimeout(frame);
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!mounted || !box) return;
    let timer: number | undefined;
    const startWaiting = () => {
      timer ??= window.setTimeout(
        () => setState((now) => (now === 'waiting' ? 'failed' : now)),
        FRAME_LOAD_TIMEOUT_MS,
      );
    };
    if (typeof IntersectionObserver !== 'function') {
      startWaiting();
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          startWaiting();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(box);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [mounted]);

  return (
    <div ref={boxRef} className={styles.frameBox} data-frame={state}>
      {mounted && (
        <iframe
          className={styles.frame}
          src={src}
          title={title}
          loading="lazy"
          sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setState('loaded')}
        />
      )}
      {state === 'failed' && (
        <div className={styles.fallback} role="status">
          <Image src="/art/sign-up-unavailable.svg" alt="" width={96} height={72} unoptimized />
          <p>{words.unavailable}</p>
          <a
            className={styles.fallbackLink}
            href={signUpUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {words.openInNewTab}
          </a>
        </div>
      )}
    </div>
  );
}
