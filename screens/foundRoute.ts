import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isDraftMode } from './draftMode';

/** What a dynamic route's lookup answers when the address shows nothing of its own. */
type Unfound = { kind: 'missing' } | { kind: 'moved'; path: string };

const isUnfound = (route: { kind: string }): route is Unfound =>
  route.kind === 'missing' || route.kind === 'moved';

/**
 * A dynamic route's page (docs/architecture.md, "Dynamic routes"): the address is looked up with
 * this request's drafts; an unknown one is a 404 and a moved entry is redirected to its address,
 * so only what the page renders comes back.
 */
export async function foundRoute<Found extends { kind: string }>(
  lookUp: (draft: boolean) => Promise<Found | Unfound>,
  /** `redirect` or `permanentRedirect`, as the route's rules say of a moved entry. */
  redirectMoved: (path: string) => never,
): Promise<{ route: Found; draft: boolean }> {
  const draft = await isDraftMode();
  const route = await lookUp(draft);
  if (!isUnfound(route)) return { route, draft };
  if (route.kind === 'missing') notFound();
  redirectMoved(route.path);
}

/**
 * The metadata of a dynamic route's page, from the same lookup as `foundRoute`. An unknown address
 * calls `notFound()` here too: Next streams a page's metadata in its React payload, which sets the
 * document's head when the page hydrates, so metadata that answered "nothing" for a 404 would
 * swap the not-found page's title for the site's bare name. A moved entry has no metadata of its
 * own; its page redirects.
 */
export async function foundRouteMetadata<Found extends { kind: string }>(
  lookUp: (draft: boolean) => Promise<Found | Unfound>,
  describe: (route: Found) => Metadata | Promise<Metadata>,
): Promise<Metadata> {
  const route = await lookUp(await isDraftMode());
  if (!isUnfound(route)) return describe(route);
  if (route.kind === 'missing') notFound();
  return {};
}
