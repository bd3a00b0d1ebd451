'use client';

import {
  useEffect,
  useId,
  useReducer,
  useRef,
  type Dispatch,
  type ReactNode,
  type RefObject,
} from 'react';
import { samePageAnchor } from '@/components/anchorScroll';
import { EarlyClickButton } from '@/components/EarlyClicks/EarlyClickButton.client';
import { useSay, withTranslations } from '@/components/Say.client';
import words from '@/messages/en/EventFilter.json';
import { rememberedEventPath } from '@/stores/visitedEventPath';
import {
  CARD_RESIZE_DELAY_MS,
  categoryFromHash,
  categoryFromStoredPath,
  countMessage,
  filterReducer,
  initialFilterState,
  MIN_CARD_BODY_HEIGHT_PX,
  showsAll,
  STORED_CATEGORY_DELAY_MS,
  visibleEvents,
  type FilterAction,
  type FilterOption,
} from './filterState';
import cardStyles from '@/components/cards.module.css';
import styles from './EventPackagesFilter.module.css';

/** One event package: what the filter matches it by, and its card as the server rendered it. */
export interface EventFilterCard {
  id: string;
  categories: string[];
  subcategories: string[];
  card: ReactNode;
}

/** A category button, with the colour class its button shares with its cards' chips. */
export interface CategoryOption extends FilterOption {
  tone: string;
}

export interface EventPackagesFilterIslandProps {
  cards: EventFilterCard[];
  /** The category buttons, in order (the events' types, first seen first). */
  categories: CategoryOption[];
  /** The subcategory buttons, in order. */
  subcategories: FilterOption[];
}

/**
 * The filter buttons, the count and the cards on show. It starts at All, as the server HTML does;
 * the address hash or the last visited events category may then preselect a category.
 */
function EventPackagesFilterBody({
  cards,
  categories,
  subcategories,
}: EventPackagesFilterIslandProps) {
  const say = useSay();
  const [state, dispatch] = useReducer(filterReducer, initialFilterState);
  const list = useRef<HTMLUListElement>(null);
  const allEvents = useRef<HTMLButtonElement>(null);
  const id = useId();
  const shown = visibleEvents(cards, state);
  useCategoryPreselect(categories, dispatch);
  useEqualCardBodies(list, state);

  const showAll = () => dispatch({ type: 'showAll' });
  // The empty state's button goes with the cards it brings back; focus moves to the group's one.
  const showAllFromEmpty = () => {
    showAll();
    allEvents.current?.focus();
  };

  return (
    <>
      <div className={styles.filter}>
        <div role="group" aria-labelledby={`${id}-categories`} className={styles.row}>
          <span id={`${id}-categories`} className={styles.rowLabel}>
            {say(words.eventType)}
          </span>
          <div className={styles.buttons}>
            <EarlyClickButton
              ref={allEvents}
              name="event-filter-all"
              aria-pressed={showsAll(state)}
              onClick={showAll}
              className={`${styles.pill} ${styles.all}`}
            >
              {say(words.allEvents)}
            </EarlyClickButton>
            {categories.map((category) => (
              <EarlyClickButton
                key={category.slug}
                name={`event-filter-category-${category.slug}`}
                aria-pressed={state.category === category.slug}
                onClick={() => dispatch({ type: 'selectCategory', category: category.slug })}
                className={`${styles.pill} ${category.tone}`}
              >
                {category.title}
              </EarlyClickButton>
            ))}
          </div>
        </div>
        {subcategories.length > 0 && (
          <div role="group" aria-labelledby={`${id}-subcategories`} className={styles.row}>
            <span id={`${id}-subcategories`} className={styles.rowLabel}>
              {say(words.occasion)}
            </span>
            <div className={styles.buttons}>
              {subcategories.map((subcategory) => (
                <EarlyClickButton
                  key={subcategory.slug}
                  name={`event-filter-subcategory-${subcategory.slug}`}
                  aria-pressed={state.subcategory === subcategory.slug}
                  onClick={() =>
                    dispatch({ type: 'selectSubcategory', subcategory: subcategory.slug })
                  }
                  className={`${styles.pill} ${styles.subcategory}`}
                >
                  {subcategory.title}
                </EarlyClickButton>
              ))}
            </div>
          </div>
        )}
      </div>

      <p className={styles.count} role="status" aria-live="polite">
        {say(countMessage(shown.length))}
      </p>

      {shown.length > 0 ? (
        <ul ref={list} className={`${cardStyles.grid} ${styles.grid}`} role="list">
          {shown.map((card) => (
            <li key={card.id} className={styles.item}>
              {card.card}
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p>{say(words.noMatch)}</p>
          <button
            type="button"
            className={`${styles.pill} ${styles.all}`}
            onClick={showAllFromEmpty}
          >
            {say(words.allEvents)}
          </button>
        </div>
      )}
    </>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const EventPackagesFilterIsland = withTranslations(EventPackagesFilterBody);

/**
 * A category hash (`#group-events`) preselects its category at once; without one, the last
 * visited events category page does, after STORED_CATEGORY_DELAY_MS. Neither overrides a choice
 * the guest has already made.
 *
 * Once the island runs, going to a category hash on this page is the guest's own choice and
 * selects it: a `hashchange` (an address typed or edited, a plain `<a href="#…">`, Back and
 * Forward) or a click on a link to this page with a category hash. The click is needed because
 * Next's `<Link>` changes the hash with `history.pushState`, which fires no `hashchange`; a click
 * that opens the link elsewhere (modifier keys, another button, `target`, `download`) is not a
 * choice made here and is ignored.
 */
function useCategoryPreselect(
  categories: readonly FilterOption[],
  dispatch: Dispatch<FilterAction>,
) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fromHash = categoryFromHash(window.location.hash, categories);
    if (fromHash) {
      dispatch({ type: 'preselect', category: fromHash });
    } else {
      timer = setTimeout(() => {
        const stored = categoryFromStoredPath(rememberedEventPath(), categories);
        if (stored) dispatch({ type: 'preselect', category: stored });
      }, STORED_CATEGORY_DELAY_MS);
    }
    const select = (hash: string) => {
      const category = categoryFromHash(hash, categories);
      if (category) dispatch({ type: 'selectCategory', category });
    };
    const onHashChange = () => select(window.location.hash);
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && samePageAnchor(link, window.location)) {
        select(link.hash);
      }
    };
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
    };
  }, [categories, dispatch]);
}

/**
 * Gives the bodies of the cards on show one height, that of the tallest (and at least
 * MIN_CARD_BODY_HEIGHT_PX), CARD_RESIZE_DELAY_MS after every `change` and after the window's size
 * stops changing. Cleaned up on unmount: a pending resize is cancelled, and one that still found
 * no list would do nothing.
 */
function useEqualCardBodies(list: RefObject<HTMLElement | null>, change: unknown) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const resizeSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => equaliseCardBodies(list.current), CARD_RESIZE_DELAY_MS);
    };
    resizeSoon();
    window.addEventListener('resize', resizeSoon);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', resizeSoon);
    };
  }, [list, change]);
}

function equaliseCardBodies(list: HTMLElement | null) {
  if (!list?.isConnected) return;
  const bodies = Array.from(list.querySelectorAll<HTMLElement>('[data-card-body]'));
  // Measure each body at its own height: not stretched by its row, nor held by the last resize.
  for (const body of bodies) {
    body.style.minHeight = '';
    body.style.flex = 'none';
  }
  const tallest = Math.max(
    MIN_CARD_BODY_HEIGHT_PX,
    ...bodies.map((body) => Math.ceil(body.getBoundingClientRect().height)),
  );
  for (const body of bodies) {
    body.style.flex = '';
    body.style.minHeight = `${tallest}px`;
  }
}
