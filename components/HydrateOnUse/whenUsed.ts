/**
 * Islands that hydrate on the guest's first use (docs/decisions/0014-taps-before-hydration.md):
 * the server renders them whole, and their code loads and runs when the guest first presses,
 * focuses or types inside their area, not in the page's first long task.
 *
 * Until then React keeps the island's server HTML as a suspended boundary, and a navigation (a
 * link to a fragment of the same page, Back, a refresh of the preview) cannot finish while one
 * waits: React will not update a boundary it has not hydrated. So every island also loads on the
 * page's first click anywhere, on Back or Forward, and when `hydrateAllNow` says so.
 */

/** Marks the element around such an island; its value names the area. */
export const USE_AREA_ATTRIBUTE = 'data-hydrate-on-use';

/** Spread onto the element around the island. */
export function hydrateOnUseArea(area: string) {
  return { [USE_AREA_ATTRIBUTE]: area };
}

const FIRST_USE = ['pointerdown', 'focusin', 'keydown', 'input', 'click'] as const;

const areas = new Map<string, { used: Promise<void>; resolve: () => void }>();
let everyAreaUsed = false;

function inArea(area: string, target: EventTarget | null | undefined) {
  return (
    target instanceof Element &&
    target.closest(`[${USE_AREA_ATTRIBUTE}="${CSS.escape(area)}"]`) !== null
  );
}

function onFirstUse(event: Event) {
  for (const [area, entry] of areas) {
    if (inArea(area, event.target)) entry.resolve();
  }
}

function listen(add: boolean) {
  const method = add ? 'addEventListener' : 'removeEventListener';
  for (const type of FIRST_USE) document[method](type, onFirstUse, true);
  document[method]('click', hydrateAllNow, true);
  window[method]('popstate', hydrateAllNow);
}

function waitFor(area: string) {
  const known = areas.get(area);
  if (known) return known;
  if (areas.size === 0) listen(true);
  let resolve = () => {};
  const used = new Promise<void>((done) => (resolve = done));
  const entry = { used, resolve };
  areas.set(area, entry);
  if (everyAreaUsed) resolve();
  return entry;
}

/**
 * Resolves when the guest first uses the area: at once on the server, and when the guest already
 * focused it or tapped inside it while the page's scripts loaded (the tap is replayed:
 * components/EarlyClicks).
 */
export function whenUsed(area: string): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const entry = waitFor(area);
  const alreadyUsed =
    inArea(area, document.activeElement) ||
    (window.__earlyClicks ?? []).some((click) => inArea(area, click.event.target));
  if (alreadyUsed) entry.resolve();
  return entry.used;
}

/** The island is needed now, whether or not the guest has used it. */
export function usedNow(area: string) {
  if (typeof window !== 'undefined') waitFor(area).resolve();
}

/** Every island waiting for use is needed now, and every one that comes later. */
export function hydrateAllNow() {
  if (typeof window === 'undefined' || everyAreaUsed) return;
  everyAreaUsed = true;
  for (const entry of areas.values()) entry.resolve();
  if (areas.size > 0) listen(false);
}
