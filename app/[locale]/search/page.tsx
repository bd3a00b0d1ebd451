import type { Metadata } from 'next';
import { SearchReported } from '@/components/Analytics/SearchReported.client';
import { SEARCH_PATH } from '@/components/SiteHeader/SearchBox';
import { describedMetadata } from '@/lib/cms/metadata';
import { config } from '@/lib/config';
import { translator } from '@/lib/i18n';
import { searchQuery, siteSearch } from '@/lib/search';
import { siteFacts } from '@/screens/metadata';
import { renderContext } from '@/screens/renderContext';
import { SearchScreen } from './SearchScreen';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The search the address asks for; anything malformed is no search. */
async function queryOf(searchParams: Props['searchParams']): Promise<string> {
  const parsed = searchQuery.safeParse((await searchParams).q);
  return parsed.success ? parsed.data : '';
}

/**
 * Named for the search it shows, like every page under the site's name, and kept out of search
 * engines: a results page is not content (it is not in the sitemap either).
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [context, query] = await Promise.all([renderContext(), queryOf(searchParams)]);
  const site = await siteFacts(context);
  const t = translator('Search', context.locale);
  return {
    ...describedMetadata(
      {
        title: query ? t('title', { query }) : t('titleEmpty'),
        description: t('description', { company: site.companyName }),
        path: SEARCH_PATH,
      },
      site,
    ),
    robots: { index: false, follow: true },
  };
}

/** Site search (`/search/?q=`): answered on the server from the index of the page's language. */
export default async function SearchPage({ searchParams }: Props) {
  const [context, query] = await Promise.all([renderContext(), queryOf(searchParams)]);
  const [{ companyName }, results] = await Promise.all([
    siteFacts(context),
    query ? siteSearch(context).then((search) => search.search(query)) : [],
  ]);
  return (
    <>
      <SearchScreen
        query={query}
        results={results}
        companyName={companyName}
        locale={context.locale}
      />
      {/* Rendered for each search, so only a deployment with analytics sends the page this. */}
      {query && config().analyticsGtmId && <SearchReported resultCount={results.length} />}
    </>
  );
}
