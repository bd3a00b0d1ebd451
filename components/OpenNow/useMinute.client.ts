'use client';

import { useSyncExternalStore } from 'react';

/*
 * The browser's clock, to the minute, shared by every status on the page: one timer wakes them
 * all at the start of each minute.
 */

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

function wakeEveryMinute() {
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      wakeEveryMinute();
    },
    MINUTE - (Date.now() % MINUTE),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) wakeEveryMinute();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/**
 * The current minute: `renderedAt` (the moment the server made the page) while the page
 * hydrates, so its first render matches the server's HTML, then the browser's own time, which a
 * cached page needs, and again each minute.
 */
export function useMinute(renderedAt: number): number {
  return useSyncExternalStore(subscribe, currentMinute, () => renderedAt);
}

const stayStill = () => () => {};

/**
 * The current minute while `running`, else `renderedAt` without a timer: for a component whose
 * re-render costs more than its own work (a list that hydrates in parts), until the guest asks.
 */
export function useMinuteWhile(running: boolean, renderedAt: number): number {
  return useSyncExternalStore(
    running ? subscribe : stayStill,
    running ? currentMinute : () => renderedAt,
    () => renderedAt,
  );
}
