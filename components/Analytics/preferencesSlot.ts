/** Where the footer keeps room for the "Cookie preferences" button (components/SiteFooter). */
export const PREFERENCES_SLOT_ID = 'cookie-preferences';
