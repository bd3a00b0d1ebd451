'use client';

import { useEffect, useState } from 'react';
import { usePageLocale } from '@/components/usePageLocale.client';
import { rememberedLanguage } from '@/lib/i18n/languageChoice';
import { useHydrated } from '@/stores/persisted';
import { LANGUAGES, useSite, type Language } from '@/stores/site';
import { announcedRemaining, COUNTDOWN_WORDS, LANGUAGE_NAMES, remainingUntil } from './words';
import styles from './Countdown.module.css';

/** A line the editor wrote in each language. */
export type Bilingual = Record<Language, string>;

export interface CountdownIslandProps {
  headingId: string;
  heading: Bilingual;
  /** The opening moment, milliseconds since the epoch. */
  opensAt: number;
  /** The opening moment as the center's clock shows it, formatted on the server. */
  opensLabel: Bilingual;
  /** What the box says at zero, when the editor wrote it. */
  openMessage: Partial<Bilingual>;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * The clock: now, once mounted, then again at every turn of the second until the opening. The
 * server and the first render in the browser have no clock (null), so both draw the same
 * placeholder count and hydration matches.
 */
function useSecondClock(until: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current < until) timer = window.setTimeout(tick, 1000 - (current % 1000));
    };
    timer = window.setTimeout(tick, 0);
    return () => window.clearTimeout(timer);
  }, [until]);
  return now;
}

/**
 * The countdown's moving part: the heading and the count in the guest's language, the language
 * switch, and what screen readers are told. The digits are hidden from assistive technology; a
 * polite status line carries the count to the hour (to the minute in the last hour), so it is
 * announced at most that often, never with every second.
 */
export function CountdownIsland({
  headingId,
  heading,
  opensAt,
  opensLabel,
  openMessage,
}: CountdownIslandProps) {
  const hydrated = useHydrated(useSite);
  const stored = useSite((state) => state.languageToggle);
  const setLanguage = useSite((state) => state.setLanguageToggle);
  const pageLanguage = usePageLocale();
  const [pressed, setPressed] = useState<Language>();
  // A Spanish page counts in Spanish; an English one in the language the guest last chose.
  const chosen = hydrated ? (rememberedLanguage() ?? stored) : 'en';
  const language: Language = pressed ?? (pageLanguage === 'en' ? chosen : pageLanguage);
  const words = COUNTDOWN_WORDS[language];

  const now = useSecondClock(opensAt);
  const remaining = now === null ? null : remainingUntil(opensAt, now);
  const open = remaining === undefined;
  const openLine = openMessage[language] ?? words.open;

  return (
    <div className={styles.inner} lang={language}>
      <div className={styles.switch} role="group" aria-label={words.switchLabel}>
        {LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            className={styles.language}
            aria-pressed={option === language}
            onClick={() => {
              setPressed(option);
              setLanguage(option);
            }}
          >
            {LANGUAGE_NAMES[option]}
          </button>
        ))}
      </div>
      <h2 id={headingId} className={styles.heading}>
        {heading[language]}
      </h2>
      <p className={styles.opens}>
        {words.opens} <time dateTime={new Date(opensAt).toISOString()}>{opensLabel[language]}</time>
      </p>
      <div className={styles.clock} data-state={open ? 'open' : remaining ? 'ticking' : 'waiting'}>
        {open ? (
          <p className={styles.openLine}>{openLine}</p>
        ) : (
          <ol className={styles.units} aria-hidden="true">
            {UNITS.map((unit) => (
              <li key={unit} className={styles.unit}>
                <span className={styles.digits} data-unit={unit}>
                  {remaining ? String(remaining[unit]).padStart(2, '0') : '--'}
                </span>
                <span className={styles.unitName}>{words.units[unit]}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {open ? openLine : remaining ? words.remaining(announcedRemaining(remaining)) : ''}
      </p>
    </div>
  );
}
