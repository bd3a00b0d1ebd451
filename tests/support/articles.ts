import { BLOCKS } from '@contentful/rich-text-types';
import type { Entry } from '@/lib/cms/types';
import { asset, contentItem, node, paragraph, richTextField } from './entries';

/**
 * A content item that is an article, as both content sources return it: its content tags beside
 * its fields, and a short body with a heading and a list.
 */
export function articleEntry(
  slug: string,
  {
    tags = [],
    title = `Article ${slug}`,
    date = '2026-11-14',
    related,
    ...fields
  }: {
    tags?: string[];
    title?: string;
    date?: string;
    related?: unknown[];
  } & Record<string, unknown> = {},
): Entry {
  const item = contentItem(
    {
      slug,
      title,
      date,
      excerpt: `${title}, in a few words.`,
      linkImage: asset({ fileName: `news-${slug}.svg`, description: `${title} artwork` }),
      body: richTextField(
        paragraph(`The first paragraph of ${title}.`),
        node(BLOCKS.HEADING_2, 'What you will find inside'),
        node(
          BLOCKS.UL_LIST,
          node(BLOCKS.LIST_ITEM, paragraph('24 bowling lanes')),
          node(BLOCKS.LIST_ITEM, paragraph('A laser tag arena')),
        ),
      ),
      ...(related ? { related } : {}),
      ...fields,
    },
    `article-${slug}`,
  );
  return tags.length > 0 ? { ...item, tags } : item;
}
