/** Where 'Book a Party' goes: the birthday page's booking widget, which reads the chosen center. */
export const BOOK_PARTY_HREF = '/book/birthday/#book-a-party';

/** The id of a center's card on Find a Location, also the fragment of its JSON-LD url. */
export const centerAnchor = (slug: string) => `center-${slug}`;
