/** The id of a center's card on Find a Location, also the fragment of its JSON-LD url. */
export const centerAnchor = (slug: string) => `center-${slug}`;
