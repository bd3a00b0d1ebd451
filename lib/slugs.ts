/** One path segment an editor may use as a slug: lowercase words and digits joined by hyphens. */
export const SEGMENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A page slug, which may hold several segments (`birthdays/packages`). */
export const PATH_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
