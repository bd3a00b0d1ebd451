import type { Metadata } from 'next';
import { siteFacts } from '@/screens/metadata';
import type { RenderContext } from '@/blocks/defineBlock';
import { notFound, permanentRedirect } from 'next/navigation';
import { PageBody } from '@/blocks/PageBody';
import { getAllPages, getPage, getRedirects, HOME_SLUG, redirectFor } from '@/lib/cms';
import { pageMetadata } from '@/lib/cms/metadata';
import { localizedHref } from '@/lib/i18n/locales';
import { PATH_SLUG } from '@/lib/slugs';
import { servedByEventsRoutes } from '@/screens/events/routes';
import { renderContext } from '@/screens/renderContext';

export const revalidate = 3600;

interface Params {
  params: Promise<{ slug: string[] }>;
}

/**
 * Path segments → the CMS slug, or null when they cannot name a page; '/home/' is not a second
 * address for the home page. Next hands the segments over decoded already: decoding them again
 * would turn `/100%25-fun/` into an error.
 */
function slugOf(segments: string[]): string | null {
  const slug = segments.join('/');
  return slug !== HOME_SLUG && slug.length <= 200 && PATH_SLUG.test(slug) ? slug : null;
}

/** Where the CMS's redirect table sends the retired address these segments name, or undefined. */
const movedTo = (segments: string[], context: RenderContext) =>
  redirectFor(`/${segments.join('/')}/`, context);

/**
 * The pages, and the retired addresses of the redirect table: rendered at build time, a retired
 * address's permanent redirect is served from the cache with one Location header (Next writes two
 * on a redirect rendered on demand, vercel/next.js#82117; one added after the build has them on its
 * first answer only).
 */
export async function generateStaticParams() {
  const [pages, redirects] = await Promise.all([getAllPages(), getRedirects()]);
  return [
    ...pages
      .filter(
        (page) =>
          page.type === 'page' && page.slug !== HOME_SLUG && !servedByEventsRoutes(page.slug),
      )
      .map((page) => page.slug),
    ...redirects.map((redirect) => redirect.from.slice(1, -1)),
  ].map((slug) => ({ slug: slug.split('/') }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const segments = (await params).slug;
  const slug = slugOf(segments);
  const context = await renderContext();
  const page = slug ? await getPage(slug, 'page', context) : null;
  if (!page) {
    // A retired address has no metadata of its own: the page sends the guest on. Anything else is
    // a 404 in its metadata too, or the streamed metadata would replace its title.
    if (await movedTo(segments, context)) return {};
    notFound();
  }
  return pageMetadata(page, await siteFacts(context));
}

export default async function CmsPage({ params }: Params) {
  const segments = (await params).slug;
  const slug = slugOf(segments);
  const context = await renderContext();
  const page = slug ? await getPage(slug, 'page', context) : null;
  if (!page) {
    // A retired address is sent on to its replacement for good, in the page's language; anything
    // else is a 404.
    const moved = await movedTo(segments, context);
    if (moved) permanentRedirect(localizedHref(moved, context.locale));
    notFound();
  }
  return <PageBody page={page} context={context} />;
}
