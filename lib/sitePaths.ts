/**
 * Site addresses that several blocks and forms link to. Pages themselves come from the CMS; these
 * are the ones the product rules fix (docs/rules/screens-and-routes.md#routes), so code may rely
 * on them.
 */
export const FIND_A_LOCATION_PATH = '/locations/';
/** A center's own page, under Find a Location. */
export const centerPath = (slug: string) => `${FIND_A_LOCATION_PATH}${slug}/`;
export const BIRTHDAY_PACKAGES_PATH = '/book/birthday/';
/** The CMS page `news`, listing every article; the articles themselves live at /news/ and /stories/. */
export const NEWS_PATH = '/news/';
/** The summer season pass registration; the winter one and every variant live under it. */
export const SEASON_PASS_PATH = '/book/seasonpass/';

/**
 * The birthday book selector widget's anchor (docs/rules/states.md#birthday-selector); one widget
 * per page.
 */
export const BOOKING_WIDGET_ID = 'book-a-party';
export const BOOKING_WIDGET_HREF = `${BIRTHDAY_PACKAGES_PATH}#${BOOKING_WIDGET_ID}`;

/** A package's card on the birthday packages page. */
export const birthdayPackageHref = (anchor: string) => `${BIRTHDAY_PACKAGES_PATH}#${anchor}`;

/**
 * The events list with the category of the current route preselected: View All and More Details
 * lead to `/events/#{type}`, where type is the route's third path segment
 * (docs/rules/screens-and-routes.md#routes).
 */
export function eventsListHref(pathname: string): string {
  return eventCategoryListHref(pathname.split('/')[2] ?? '');
}

/** The events list with this category preselected (all events for none). */
export const eventCategoryListHref = (category: string) =>
  category ? `/events/#${category}` : '/events/';

export const EVENT_ENQUIRY_HREF = '/contact-us/#send-us-a-message';

/** The leagues page, where the leagues experience's Learn More leads. */
export const LEAGUES_PATH = '/the-leagues/';
export const LEAGUES_SLUG = 'leagues';

/** Where the Bowling and Activities buttons lead (docs/rules/screens-and-routes.md#routes). */
export const BOOK_ACTIVITIES_PATH = '/book/activities/';

/** The careers page that lists every job opening, with the application form. */
export const CAREER_OPENINGS_PATH = '/careers/opportunities/';

/** An experience's own page. */
export const experiencePath = (slug: string) => `/experiences/${slug}/`;

/**
 * Learn More on an experience: its own page, except the leagues, whose page is /the-leagues/
 * (docs/rules/screens-and-routes.md#routes).
 */
export const experienceHref = (slug: string) =>
  slug === LEAGUES_SLUG ? LEAGUES_PATH : experiencePath(slug);

/** The accessibility page: what the site and the centers offer, and how to ask for help. */
export const ACCESSIBILITY_PATH = '/accessibility/';
