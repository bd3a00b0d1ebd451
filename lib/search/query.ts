import { z } from 'zod';

/** Longer input is not a search: it is cut here, as Find a Location refuses it past this. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The search the address asks for (`?q=`): the first `q` when it is repeated, without control
 * characters, runs of spaces or spaces at its ends, and at most MAX_QUERY_LENGTH characters long.
 * Anything else (no `q`, an empty one) is no search.
 */
export const searchQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const first = (Array.isArray(value) ? value[0] : value) ?? '';
    return first
      .replace(/\p{Cc}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_QUERY_LENGTH)
      .trim();
  });

export type SearchQuery = z.output<typeof searchQuery>;
