import { BLOCKS, type Document } from '@contentful/rich-text-types';
import type { Entry } from '@/lib/cms/types';
import { asset, entry } from './entries';

export function paragraph(text: string): Document {
  return {
    nodeType: BLOCKS.DOCUMENT,
    data: {},
    content: [
      {
        nodeType: BLOCKS.PARAGRAPH,
        data: {},
        content: [{ nodeType: 'text', value: text, marks: [], data: {} }],
      },
    ],
  };
}

/** An experience entry as the CMS resolves it; tests override the fields they look at. */
export function experienceEntry(
  slug: string,
  title: string,
  venue: string,
  fields: Record<string, unknown> = {},
): Entry {
  return entry(
    'experience',
    {
      title,
      slug,
      venue,
      tagline: `${title} for the whole crew.`,
      description: paragraph(`${title}: what it is and who it suits.`),
      linkImage: asset({ fileName: `experience-${slug}.svg`, description: `${title} artwork` }),
      ...fields,
    },
    `experience-${slug}`,
  );
}

/** A center entry with the venues it offers. */
export function centerEntry(centerId: string, name: string, venues: string[]): Entry {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  return entry(
    'center',
    {
      centerId,
      name,
      slug,
      state: 'Texas',
      city: name,
      address: '1 Main St',
      postalCode: '77494',
      latitude: 29.78,
      longitude: -95.78,
      phone: '(281) 555-0137',
      priceTier: 2,
      timeZone: 'America/Chicago',
      venues,
    },
    `center-${slug}`,
  );
}
