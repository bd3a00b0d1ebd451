'use client';

import { SiteLink } from '@/components/SiteLink.client';
import { useEffect, useId, useRef, useState } from 'react';
import { useEarlyClicks } from '@/components/EarlyClicks/earlyClicks';
import { NavLink } from './NavLink.client';
import { isMenu, type HeaderItem, type HeaderLink } from './items';
import { LanguageSwitch, type LanguageSwitchTexts } from './LanguageSwitch.client';
import styles from './SiteHeader.module.css';

/**
 * Disclosure menu for small screens: Escape closes it and returns focus to the toggle,
 * Tab stays inside while it is open, and following a link closes it. A header menu's links are
 * listed under its title, so every area is the second tap.
 */
export function MobileMenu({
  items,
  cta,
  labels,
  languageSwitch,
}: {
  items: HeaderItem[];
  cta?: HeaderLink;
  /** The button's and the navigation's names, in the page's language. */
  labels: { menu: string; mainNavigation: string };
  /** The link to this page in the other language, last in the menu. */
  languageSwitch: LanguageSwitchTexts;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Menu is the first thing many phone guests tap, often before the header has hydrated.
  const toggleMenu = () => setOpen((wasOpen) => !wasOpen);
  const earlyClicks = useEarlyClicks('site-menu', toggleMenu);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a')?.focus();

    function keepFocusInside(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        toggle.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [
        toggle.current,
        ...(panel.current?.querySelectorAll<HTMLElement>('a') ?? []),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }

    document.addEventListener('keydown', keepFocusInside);
    return () => document.removeEventListener('keydown', keepFocusInside);
  }, [open]);

  return (
    <div className={styles.mobile}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggleMenu}
        {...earlyClicks}
      >
        <span className={styles.burger} aria-hidden="true" />
        <span className="visually-hidden">{labels.menu}</span>
      </button>
      <div ref={panel} id={panelId} className={styles.panel} hidden={!open}>
        {/* Drawn only while open: every page's HTML carries the header, and no guest sees it shut. */}
        {open && (
          <nav aria-label={labels.mainNavigation}>
            <ul role="list">
              {items.map((item) =>
                isMenu(item) ? (
                  <li key={item.title} className={styles.panelGroup}>
                    <p className={styles.panelGroupTitle}>{item.title}</p>
                    <ul role="list" aria-label={item.title}>
                      {item.links.map((link) => (
                        <li key={link.href}>
                          <NavLink href={link.href} onClick={() => setOpen(false)}>
                            {link.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.href}>
                    <NavLink href={item.href} onClick={() => setOpen(false)}>
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
              {cta && (
                <li>
                  <SiteLink
                    href={cta.href}
                    className={styles.panelCta}
                    onClick={() => setOpen(false)}
                  >
                    {cta.label}
                  </SiteLink>
                </li>
              )}
            </ul>
          </nav>
        )}
        {open && (
          <p className={styles.panelLanguage}>
            <LanguageSwitch texts={languageSwitch} />
          </p>
        )}
      </div>
    </div>
  );
}
