import enCenterFinder from '@/messages/en/CenterFinder.json';
import esCenterFinder from '@/messages/es/CenterFinder.json';
import enMyCenter from '@/messages/en/MyCenter.json';
import esMyCenter from '@/messages/es/MyCenter.json';

/*
 * Find a Location's islands: the search's own center (`MyCenter`) and the directory's cards and
 * filters (`CenterFinder`), a file each since each island bundles its English file whole. Their
 * server-rendered texts are the `Locations` namespace of messages/en.json.
 */
export const en = { CenterFinder: enCenterFinder, MyCenter: enMyCenter };
export const es = { CenterFinder: esCenterFinder, MyCenter: esMyCenter } satisfies typeof en;
