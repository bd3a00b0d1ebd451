/** Marks a control whose clicks are kept for its island until it hydrates. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
