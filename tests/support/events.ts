import { asset, entry } from './entries';

/** Resolved event content as both sources return it. */
export const eventType = (slug: string, title = slug) => entry('eventType', { title, slug });

export function eventEntry(
  slug: string,
  categories: string[],
  {
    title = slug,
    subcategories = [],
    sections = [],
  }: { title?: string; subcategories?: string[]; sections?: unknown[] } = {},
) {
  return entry(
    'event',
    {
      title,
      description: `All about ${title}.`,
      slug,
      linkImage: asset({ description: `${title} art` }),
      eventType: categories.map((category) => eventType(category)),
      eventSubcategories: subcategories.map((name) => entry('eventSubcategory', { title: name })),
      sections,
    },
    `event-${slug}`,
  );
}
