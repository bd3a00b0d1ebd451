import { type SyntheticEvent, useEffect, useEffectEvent, useRef } from 'react';
import { EARLY_CLICK_ATTRIBUTE } from './attribute';

interface EarlyClick {
  name: string;
  event: Event;
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClick[];
  }
}

function takeClicks(keep: (click: EarlyClick) => boolean): EarlyClick[] {
  const recorded = window.__earlyClicks ?? [];
  window.__earlyClicks = recorded.filter(keep);
  return recorded.filter((click) => !keep(click));
}

/**
 * Replays the clicks a guest made on the control called `name` (or the submissions of the form
 * called `name`) before its island hydrated, once it has. The control spreads `attributes` and calls `handled` from its own click handler, so that a
 * click React did deliver is not replayed a second time.
 */
export function useEarlyClicks(name: string, replay: () => void) {
  const replayClick = useEffectEvent(replay);
  useEffect(() => {
    // A click that made React hydrate this island is delivered in the same task; what is still
    // recorded after it was lost.
    const timer = setTimeout(() => {
      takeClicks((recorded) => recorded.name !== name).forEach(() => replayClick());
    });
    return () => clearTimeout(timer);
  }, [name]);

  return {
    attributes: { [EARLY_CLICK_ATTRIBUTE]: name },
    handled: (event: SyntheticEvent) => {
      takeClicks((recorded) => recorded.event !== event.nativeEvent);
    },
  };
}

/**
 * For a form: spread the answer onto the `<form>`. A submission made before the island hydrated is
 * submitted again once it has; the form's own onSubmit stays as it is.
 */
export function useEarlySubmit(name: string) {
  const form = useRef<HTMLFormElement>(null);
  const submits = useEarlyClicks(name, () => form.current?.requestSubmit());
  return { ref: form, ...submits.attributes, onSubmitCapture: submits.handled };
}
