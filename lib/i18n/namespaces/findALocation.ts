import enCenterFinder from '@/messages/en/CenterFinder.json';
import esCenterFinder from '@/messages/es/CenterFinder.json';

/*
 * Find a Location's islands: the search's own center, the directory's cards and filters. Their
 * server-rendered texts are the `Locations` namespace of messages/en.json.
 */
export const en = { CenterFinder: enCenterFinder };
export const es = { CenterFinder: esCenterFinder } satisfies typeof en;
