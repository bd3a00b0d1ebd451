import { type SyntheticEvent, useEffect, useEffectEvent, useRef } from 'react';
import { EARLY_CLICK_ATTRIBUTE } from './attribute';

interface EarlyClick {
  name: string;
  event: Event;
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClick[];
    /** Set by the recorder once it listens (EarlyClickRecorder.tsx). */
    __earlyClickRecorder?: number;
  }
}

function takeClicks(keep: (click: EarlyClick) => boolean): EarlyClick[] {
  const recorded = window.__earlyClicks ?? [];
  window.__earlyClicks = recorded.filter(keep);
  return recorded.filter((click) => !keep(click));
}

/**
 * Replays what a guest did to the element called `name` before its island hydrated, once it has;
 * the answer, called from the element's own (capture) handler, takes off the record an event React
 * did deliver, so that it is not replayed a second time.
 */
function useReplay(name: string, replay: () => void) {
  const replayEvent = useEffectEvent(replay);
  useEffect(() => {
    // An event that made React hydrate this island is delivered in the same task; what is still
    // recorded after it was lost.
    const timer = setTimeout(() => {
      takeClicks((recorded) => recorded.name !== name).forEach(() => replayEvent());
    });
    return () => clearTimeout(timer);
  }, [name]);
  return (event: SyntheticEvent) => {
    takeClicks((recorded) => recorded.event !== event.nativeEvent);
  };
}

/**
 * For a button: spread the answer onto it. A tap made before the island hydrated runs `onClick`
 * once it has; the button's own onClick stays as it is.
 */
export function useEarlyClicks(name: string, onClick: () => void) {
  return { [EARLY_CLICK_ATTRIBUTE]: name, onClickCapture: useReplay(name, onClick) };
}

/**
 * For a form: spread the answer onto the `<form>`. A submission made before the island hydrated is
 * submitted again once it has; the form's own onSubmit stays as it is.
 */
export function useEarlySubmit(name: string) {
  const form = useRef<HTMLFormElement>(null);
  const handled = useReplay(name, () => form.current?.requestSubmit());
  return { ref: form, [EARLY_CLICK_ATTRIBUTE]: name, onSubmitCapture: handled };
}
