'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useEarlyClicks } from '@/components/EarlyClicks/earlyClicks';
import { NavLink, currentness } from './NavLink.client';
import type { HeaderMenu } from './items';
import styles from './SiteHeader.module.css';

/**
 * A header menu: a button that opens its links below it. It is marked while the page is one of
 * its links' (the guest's current area), closes on Escape (focus back on the button), on a click
 * outside it and when a link is followed.
 */
export function NavMenu({ title, links }: HeaderMenu) {
  // Null outside the app router's context (a component rendered on its own).
  const pathname = (usePathname() as string | null) ?? '';
  // Open for the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const toggle = () => setOpenOn((was) => (was === pathname ? null : pathname));
  const earlyClicks = useEarlyClicks(`site-menu-${title}`, toggle);
  const current = links.some((link) => currentness(link.href, pathname) !== undefined);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    }
    function closeOutside(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    }
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        aria-current={current ? 'true' : undefined}
        onClick={toggle}
        {...earlyClicks}
      >
        {title}
      </button>
      {/* Drawn only while open: every page's HTML carries the header, and no guest sees it shut. */}
      {open && (
        <ul id={listId} role="list" className={styles.menuList}>
          {links.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} onClick={() => setOpenOn(null)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
