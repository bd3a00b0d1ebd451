'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * How long the partners' form has to say it is there: from the moment the frame nears the screen,
 * and after the frame's load event (which also fires for the browser's own error page).
 */
export const FORM_WAIT_MS = 10_000;
export const FORM_GREETING_MS = 3_000;

export interface TourTravelFrameProps {
  formUrl: string;
  title: string;
  height: number;
  /** What a guest gets instead of the form: a way to open it elsewhere and a phone number. */
  fallback: ReactNode;
}

const noChanges = () => () => undefined;

/**
 * The framed form, with the fallback in its place until the page runs (so a guest without
 * JavaScript still has a way forward) and again whenever the form does not load. A cross-origin
 * frame cannot be inspected, so the form counts as loaded once it posts a message to the page (the
 * form host's embed reports its height that way); a blocked host, an error page or silence past
 * the time limit brings the fallback back instead of an empty box.
 */
export function TourTravelFrame({ formUrl, title, height, fallback }: TourTravelFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<'waiting' | 'ready' | 'failed'>('waiting');
  // The frame is added after hydration, so that its load event and messages cannot be missed.
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

  useEffect(() => {
    const element = frame.current;
    if (!element || state !== 'waiting') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUpIn = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => setState('failed'), ms);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source === element.contentWindow) setState('ready');
    };
    const onLoad = () => giveUpIn(FORM_GREETING_MS);
    const nearScreen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearScreen.disconnect();
        giveUpIn(FORM_WAIT_MS);
      },
      { rootMargin: '600px 0px' },
    );
    window.addEventListener('message', onMessage);
    element.addEventListener('load', onLoad);
    nearScreen.observe(element);
    return () => {
      clearTimeout(timer);
      nearScreen.disconnect();
      window.removeEventListener('message', onMessage);
      element.removeEventListener('load', onLoad);
    };
  }, [state, hydrated]);

  if (!hydrated || state === 'failed') return fallback;
  return (
    <iframe
      ref={frame}
      src={formUrl}
      title={title}
      height={height}
      loading="lazy"
      sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
      referrerPolicy="strict-origin-when-cross-origin"
      aria-busy={state === 'waiting'}
    />
  );
}
