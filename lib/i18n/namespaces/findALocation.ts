/*
 * Namespaces registered here join the catalogue (lib/i18n/index.ts): for each, import its English
 * and Spanish files (messages/en|es/<Namespace>.json) and list it in both objects.
 */
export const en = {};
export const es = {} satisfies typeof en;
