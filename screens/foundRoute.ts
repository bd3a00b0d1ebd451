import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { RenderContext } from '@/blocks/defineBlock';
import { localizedHref } from '@/lib/i18n/locales';
import { renderContext } from './renderContext';

/** What a dynamic route's lookup answers when the address shows nothing of its own. */
type Unfound = { kind: 'missing' } | { kind: 'moved'; path: string };

const isUnfound = (route: { kind: string }): route is Unfound =>
  route.kind === 'missing' || route.kind === 'moved';

/**
 * A dynamic route's page (docs/architecture.md, "Dynamic routes"): the address is looked up with
 * this request's render context (drafts, language); an unknown one is a 404 and a moved entry is
 * redirected to its address in the page's language, so only what the page renders comes back.
 */
export async function foundRoute<Found extends { kind: string }>(
  lookUp: (context: RenderContext) => Promise<Found | Unfound>,
  /** `redirect` or `permanentRedirect`, as the route's rules say of a moved entry. */
  redirectMoved: (path: string) => never,
): Promise<{ route: Found; context: RenderContext }> {
  const context = await renderContext();
  const route = await lookUp(context);
  if (!isUnfound(route)) return { route, context };
  if (route.kind === 'missing') notFound();
  redirectMoved(localizedHref(route.path, context.locale));
}

/**
 * The metadata of a dynamic route's page, from the same lookup as `foundRoute`. An unknown address
 * calls `notFound()` here too: Next streams a page's metadata in its React payload, which sets the
 * document's head when the page hydrates, so metadata that answered "nothing" for a 404 would
 * swap the not-found page's title for the site's bare name. A moved entry has no metadata of its
 * own; its page redirects.
 */
export async function foundRouteMetadata<Found extends { kind: string }>(
  lookUp: (context: RenderContext) => Promise<Found | Unfound>,
  describe: (route: Found, context: RenderContext) => Metadata | Promise<Metadata>,
): Promise<Metadata> {
  const context = await renderContext();
  const route = await lookUp(context);
  if (!isUnfound(route)) return describe(route, context);
  if (route.kind === 'missing') notFound();
  return {};
}
