import { SHARE_IMAGE_SIZE } from '@/lib/cms/metadata';
import { isLocale, LOCALES, translator } from '@/lib/i18n';
import { SEGMENT_SLUG } from '@/lib/slugs';
import { embeddedPicture, LOGO, SHARE_FONTS } from './art';
import { shareCards } from './cards';
import { PictureCard, TitleCard } from './ShareCard';

/*
 * /share-image/{page's address}: the picture a shared link of that page shows (og:image), in the
 * page's language (/es/share-image/… for Spanish pages). Made at build time for every page and
 * kept like the pages: an hour, and until the publish webhook expires every page
 * (app/api/revalidate/). A page published later gets its image on the first request for it.
 */

export const revalidate = 3600;

interface Params {
  params: Promise<{ locale: string; path?: string[] }>;
}

/** Every page's image, in both languages: a route handler has no layout to take the locale from. */
export async function generateStaticParams() {
  const languages = await Promise.all(
    LOCALES.map(async (locale) => {
      const cards = await shareCards({ draft: false, locale });
      return [...cards.keys()].map((address) => ({
        locale,
        path: address.split('/').filter(Boolean),
      }));
    }),
  );
  return languages.flat();
}

/**
 * Next's image renderer (what `next/og` loads), loaded by Node at run time rather than bundled: as
 * a module of the build it made Turbopack put its async-module runtime, 0.4 KB of gzip, into every
 * page's browser code (docs/decisions/0041-share-images.md).
 */
const renderer = (): Promise<typeof import('next/dist/compiled/@vercel/og/index.node.js')> =>
  import(/* turbopackIgnore: true */ 'next/dist/compiled/@vercel/og/index.node.js');

/**
 * What Next sends with the pages (an hour, then served stale while it is made again), so a shared
 * cache keeps an image as long as its page; the renderer's own header would keep it a year.
 */
const PAGE_CACHE_CONTROL = 's-maxage=3600, stale-while-revalidate=31532400';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

/** Published content only: a crawler sees what every guest sees. */
export async function GET(_request: Request, { params }: Params) {
  const { locale, path = [] } = await params;
  if (!isLocale(locale) || path.length > 6 || !path.every((part) => SEGMENT_SLUG.test(part))) {
    return notFound();
  }
  const address = path.length ? `/${path.join('/')}/` : '/';
  const make = (await shareCards({ draft: false, locale })).get(address);
  const card = await make?.();
  if (!card) return notFound();
  const [{ ImageResponse }, fonts, logo, picture] = await Promise.all([
    renderer(),
    SHARE_FONTS,
    LOGO,
    embeddedPicture(card.picture),
  ]);
  const drawing = picture ? (
    <PictureCard picture={picture} logo={logo} />
  ) : (
    <TitleCard
      title={card.title}
      tagline={translator('ShareImage', locale)('tagline')}
      logo={logo}
    />
  );
  return new ImageResponse(drawing, {
    ...SHARE_IMAGE_SIZE,
    fonts,
    // In lower case, as the renderer writes its own, which this replaces.
    headers: { 'cache-control': PAGE_CACHE_CONTROL },
  });
}
