/*
 * Contentful's pictures are resized by Contentful, not by this server
 * (docs/decisions/0020-hold-under-abuse.md): a request to Next's image optimizer for one is sent
 * on to Contentful's Images API, which resizes and converts it at its own CDN. This server never
 * fetches it, so Contentful being out of reach cannot become this site's error, and no sharp work
 * is spent on it. Only the configured space's pictures are sent on: any other space's are
 * refused, so the site optimises no one else's images.
 */

/** Contentful's image host: every space's pictures, each under `/<space id>/`. */
export const CMS_IMAGE_HOST = 'images.ctfassets.net';

/** Contentful's Images API resizes up to 4000 pixels a side. */
const MAX_WIDTH = 4000;

export type CmsImageAnswer = { refused: string } | { location: string };

/**
 * What the image optimizer's request with this query (`url`, `w`, `q`) gets when `url` is on
 * Contentful's image host: Contentful's address of the picture at that width and quality, or the
 * reason it is refused. Undefined for any other `url` (the site's own files), which Next's
 * optimizer answers itself.
 */
export function cmsImageAnswer(
  query: URLSearchParams,
  space: string | undefined,
): CmsImageAnswer | undefined {
  const source = absoluteUrl(query.get('url'));
  if (source?.hostname !== CMS_IMAGE_HOST) return undefined;
  if (source.protocol !== 'https:' || !space || !source.pathname.startsWith(`/${space}/`)) {
    return { refused: '"url" parameter is not allowed' };
  }
  const width = wholeNumber(query.get('w'), MAX_WIDTH);
  const quality = wholeNumber(query.get('q'), 100);
  if (!width || !quality) return { refused: '"w" and "q" must be whole numbers in range' };
  source.searchParams.set('w', String(width));
  source.searchParams.set('q', String(quality));
  // WebP, as Next's optimizer would serve it; an animated GIF stays a GIF to keep its frames.
  if (!source.pathname.toLowerCase().endsWith('.gif')) source.searchParams.set('fm', 'webp');
  return { location: source.href };
}

function absoluteUrl(text: string | null): URL | undefined {
  if (!text || text.startsWith('/')) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function wholeNumber(text: string | null, max: number): number | undefined {
  if (!text || !/^\d{1,4}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}
