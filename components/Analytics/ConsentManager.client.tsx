'use client';

import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { analyticsEvent, type AnalyticsEventName } from '@/lib/analytics/events';
import {
  CONSENT_STORAGE_KEY,
  consentModeOf,
  effectiveConsent,
  readConsent,
  type ConsentChoice,
} from '@/lib/analytics/setup';
import { CONSENT_KNOWN_EVENT, REPORT_EVENT } from '@/lib/analytics/signals';
import type { Locale } from '@/lib/i18n/locales';
import words from '@/messages/en/Consent.json';
import spanishWords from '@/messages/es/Consent.json';
import styles from './ConsentManager.module.css';
import { PREFERENCES_SLOT_ID } from './preferencesSlot';

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

/**
 * Consent mode's command form. The tag manager reads only an `arguments` object as a command,
 * which is why the parameters are named but `arguments` is pushed.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function gtag(command: 'consent', action: 'default' | 'update', state: object) {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

const storedChoice = () => {
  try {
    return readConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return undefined;
  }
};

const noSubscription = () => () => undefined;

/**
 * Asks the guest which purposes they allow, keeps the answer in the browser and loads the tag
 * manager only once measuring is allowed (and the browser sends no Global Privacy Control).
 * Accept and Reject are the same kind of button, side by side; the footer's "Cookie preferences"
 * opens the choice again.
 */
export default function ConsentManager({ gtmId, locale }: { gtmId: string; locale: Locale }) {
  const text = locale === 'es' ? spanishWords : words;
  const [choice, setChoice] = useState<ConsentChoice | undefined>(storedChoice);
  const globalPrivacyControl = navigator.globalPrivacyControl === true;
  const [open, setOpen] = useState(choice === undefined && !globalPrivacyControl);
  const [choosing, setChoosing] = useState(false);
  const [saved, setSaved] = useState(false);
  const consent = useMemo(
    () => effectiveConsent(choice, globalPrivacyControl),
    [choice, globalPrivacyControl],
  );
  const slot = useSyncExternalStore(
    noSubscription,
    () => document.getElementById(PREFERENCES_SLOT_ID),
    () => null,
  );
  const heading = useId();
  const panel = useRef<HTMLElement>(null);

  // Passes the page's reports on to the tag manager: only with consent, only their own fields.
  useEffect(() => {
    const pass = (event: Event) => {
      const { name, fields } = (event as CustomEvent<{ name: AnalyticsEventName; fields: never }>)
        .detail;
      const entry = consent.analytics ? analyticsEvent(name, fields) : undefined;
      if (entry) (window.dataLayer ??= []).push(entry);
    };
    window.addEventListener(REPORT_EVENT, pass);
    return () => window.removeEventListener(REPORT_EVENT, pass);
  }, [consent]);

  useEffect(() => {
    window.siteConsent = consent;
    window.dispatchEvent(new Event(CONSENT_KNOWN_EVENT));
  }, [consent]);

  useEffect(() => {
    if (open && choosing) panel.current?.focus();
  }, [open, choosing]);

  const save = (next: ConsentChoice) => {
    try {
      window.localStorage.setItem(
        CONSENT_STORAGE_KEY,
        JSON.stringify({ ...next, at: new Date().toISOString() }),
      );
    } catch {
      // A browser that keeps nothing asks again on the next page; this page still honours it.
    }
    // A tag manager already running cannot be unloaded: the page starts again without it.
    if (consent.analytics && !next.analytics) window.location.reload();
    setChoice(next);
    setOpen(false);
    setChoosing(false);
    setSaved(true);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save({
      analytics: form.get('analytics') === 'on',
      advertising: form.get('advertising') === 'on' && !globalPrivacyControl,
    });
  };

  return (
    <>
      {consent.analytics && (
        <>
          <ConsentSignals consent={consent} />
          <TagManager gtmId={gtmId} />
        </>
      )}
      {slot &&
        createPortal(
          <button
            type="button"
            className={styles.preferences}
            aria-expanded={open}
            onClick={() => {
              setOpen(true);
              setChoosing(true);
            }}
          >
            {text.preferences}
          </button>,
          slot,
        )}
      <p role="status" className="visually-hidden">
        {saved ? text.saved : ''}
      </p>
      {open && (
        <section
          ref={panel}
          className={styles.banner}
          aria-labelledby={heading}
          tabIndex={-1}
          lang={locale}
        >
          <h2 id={heading} className={styles.title}>
            {text.title}
          </h2>
          <p className={styles.body}>{text.body}</p>
          {globalPrivacyControl && <p className={styles.body}>{text.globalPrivacyControl}</p>}
          {choosing && (
            <form id={`${heading}-choices`} className={styles.choices} onSubmit={onSubmit}>
              <Purpose
                name="analytics"
                label={text.analytics}
                hint={text.analyticsHint}
                checked={consent.analytics}
                disabled={globalPrivacyControl}
              />
              <Purpose
                name="advertising"
                label={text.advertising}
                hint={text.advertisingHint}
                checked={consent.advertising}
                disabled={globalPrivacyControl}
              />
            </form>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              onClick={() => save({ analytics: true, advertising: !globalPrivacyControl })}
            >
              {text.acceptAll}
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={() => save({ analytics: false, advertising: false })}
            >
              {text.rejectAll}
            </button>
            {choosing ? (
              <button type="submit" form={`${heading}-choices`} className={styles.button}>
                {text.save}
              </button>
            ) : (
              <button type="button" className={styles.button} onClick={() => setChoosing(true)}>
                {text.choose}
              </button>
            )}
          </div>
        </section>
      )}
    </>
  );
}

/**
 * Tells the tag manager what the guest allowed before it loads (consent mode's defaults: this
 * effect runs before the tag manager's script is added), and any later change.
 */
function ConsentSignals({ consent }: { consent: ConsentChoice }) {
  const told = useRef(false);
  useEffect(() => {
    gtag('consent', told.current ? 'update' : 'default', consentModeOf(consent));
    told.current = true;
  }, [consent]);
  return null;
}

/**
 * Google's tag manager, loaded as its own snippet does. (Next's `@next/third-parties` does the
 * same through `next/script`, whose shared code then joined every page's first load, with or
 * without analytics.)
 */
function TagManager({ gtmId }: { gtmId: string }) {
  useEffect(() => {
    (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    document.head.append(script);
  }, [gtmId]);
  return null;
}

function Purpose(props: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.purpose}>
      <input
        id={id}
        type="checkbox"
        name={props.name}
        defaultChecked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id}>
        <span className={styles.purposeLabel}>{props.label}</span>
        <span id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </span>
      </label>
    </div>
  );
}
