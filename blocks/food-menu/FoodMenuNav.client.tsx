'use client';

import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { EarlyClickButton } from '@/components/EarlyClicks/EarlyClickButton.client';
import styles from './FoodMenuNav.module.css';

export interface NavCategory {
  /** The id of the category's section on the page. */
  id: string;
  title: string;
}

/**
 * Where a category counts as reached: its top has scrolled above this line (px from the top of
 * the window, below the sticky header and the small screens' menu bar).
 */
const currentLine = () => Math.min(window.innerHeight * 0.35, 300);

/**
 * Lays out every category from here on. A category far down the page is drawn only near the
 * window (blocks/shared/laterOnPage.module.css) and stands at its estimated height until then; a
 * smooth scroll past such categories would land where their estimates put the chosen one.
 */
function drawInFull(categories: NavCategory[]) {
  for (const category of categories) {
    const section = document.getElementById(category.id);
    if (section) section.style.contentVisibility = 'visible';
  }
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The food menu's categories: a sticky side list on large screens and a collapsible list under a
 * 'Menu categories' button on small ones (docs/rules/states.md#mobile-food-menu). Choosing a
 * category closes the list and scrolls to it; the category in view is marked aria-current. Its
 * two words come from the server in the page's language, so the island bundles no catalogue.
 */
export function FoodMenuNav({
  categories,
  label,
  jumpTo,
}: {
  categories: NavCategory[];
  /** 'Menu categories': the navigation's name and its button's text on small screens. */
  label: string;
  /** 'Jump to', over the list on large screens. */
  jumpTo: string;
}) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(categories[0]?.id);
  const baseId = useId();
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const ids = categories.map((category) => category.id).join(' ');

  // Follows the guest's scrolling: the last category whose top has passed the line is current.
  useEffect(() => {
    const sections = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((section) => section !== null);
    if (sections.length === 0) return;
    let frame = 0;
    function update() {
      frame = 0;
      const line = currentLine();
      let reached = sections[0]!;
      for (const section of sections) {
        if (section.getBoundingClientRect().top <= line) reached = section;
      }
      setCurrent(reached.id);
    }
    function schedule() {
      if (!frame) frame = window.requestAnimationFrame(update);
    }
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids]);

  // While open on a small screen: Escape closes it (back to the button), so does a tap elsewhere.
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  function follow(event: MouseEvent<HTMLAnchorElement>, id: string) {
    setOpen(false);
    setCurrent(id);
    const target = document.getElementById(id);
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    // Scrolled here rather than by the browser: smoothly unless the guest asks for less motion,
    // and with focus on the category so that Tab continues from there.
    event.preventDefault();
    if (window.location.hash !== `#${id}`) window.history.pushState(null, '', `#${id}`);
    drawInFull(categories);
    target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ behavior: reducedMotion() ? 'auto' : 'smooth' });
  }

  const currentTitle = categories.find((category) => category.id === current)?.title;
  return (
    <nav ref={nav} aria-label={label} className={styles.nav}>
      <div className={styles.bar}>
        <EarlyClickButton
          ref={toggle}
          name={`food-menu-nav-${baseId}`}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${baseId}-list`}
          onClick={() => setOpen((was) => !was)}
        >
          <span className={styles.burger} aria-hidden="true" />
          {label}
        </EarlyClickButton>
        {currentTitle && (
          <span className={styles.now} aria-hidden="true">
            {currentTitle}
          </span>
        )}
      </div>
      <p className={styles.title} aria-hidden="true">
        {jumpTo}
      </p>
      <ul id={`${baseId}-list`} role="list" className={styles.list} data-open={open}>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${category.id}`}
              className={styles.link}
              aria-current={category.id === current ? 'true' : undefined}
              onClick={(event) => follow(event, category.id)}
            >
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
