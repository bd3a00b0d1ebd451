/** Marks a control whose clicks are kept for its island until it hydrates. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/** The server's form marked with early-submit name `name`, if the page holds it. */
export function earlySubmitForm(name: string): HTMLFormElement | undefined {
  const form = document.querySelector(`form[${EARLY_CLICK_ATTRIBUTE}="${CSS.escape(name)}"]`);
  return form instanceof HTMLFormElement ? form : undefined;
}
