/** Marks the element around the season pass form; using anything inside it hydrates the form. */
export const SEASON_PASS_FORM_AREA = 'data-season-pass-form';

const FIRST_USE = ['pointerdown', 'focusin', 'keydown', 'input', 'click'] as const;

let used: Promise<void> | undefined;

function inFormArea(target: EventTarget | null | undefined) {
  return target instanceof Element && target.closest(`[${SEASON_PASS_FORM_AREA}]`) !== null;
}

/**
 * Resolves when the guest first uses the season pass form, so that its code (react-hook-form,
 * react-query, the form's modules) runs and hydrates then, not in the page's first long task
 * (docs/decisions/0007-season-pass-screen.md#main-thread-work). At once on the server, when a
 * barcode in the address is to fill the first card, and when the guest already focused or tapped
 * the form while the page's scripts loaded (the tap is replayed: docs/decisions/0014).
 */
export function whenFormUsed(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  used ??= new Promise((resolve) => {
    const alreadyUsed =
      new URLSearchParams(window.location.search).has('barcode') ||
      inFormArea(document.activeElement) ||
      (window.__earlyClicks ?? []).some((click) => inFormArea(click.event.target));
    if (alreadyUsed) {
      resolve();
      return;
    }
    const onUse = (event: Event) => {
      if (!inFormArea(event.target)) return;
      for (const type of FIRST_USE) document.removeEventListener(type, onUse, true);
      resolve();
    };
    for (const type of FIRST_USE) document.addEventListener(type, onUse, true);
  });
  return used;
}
