import type { Course, Offer, WithContext } from 'schema-dts';
import { translator, type Locale } from '@/lib/i18n';
import { localizedHref } from '@/lib/i18n/locales';
import type { Page } from '@/lib/cms/page';
import { pagePath } from '@/lib/cms/page';
import { scriptJson } from '@/lib/scriptJson';
import { scholarshipIncludes } from './ProgrammePricing';
import { PRICING, PROGRAMME_NAME } from './programme';

/**
 * schema.org description of the programme and its prices, so search engines can show them. It is
 * a Course (a bookable programme with no fixed date), not an Event, which would need a start date.
 * The offers come from the same constants as the pricing panel, so the two never disagree.
 */
export function ProgrammeJsonLd({
  page,
  companyName,
  siteUrl,
  locale,
}: {
  page: Page;
  companyName: string;
  siteUrl: string;
  /** The page's language: its addresses and its offers' words are in it. */
  locale: Locale;
}) {
  const t = translator('Events', locale);
  const url = new URL(localizedHref(pagePath(page) ?? '/', locale), siteUrl).toString();
  const offer = (name: string, price: number, description?: string): Offer => ({
    '@type': 'Offer',
    name,
    price: price.toFixed(2),
    priceCurrency: 'USD',
    url,
    ...(description ? { description } : {}),
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: price.toFixed(2),
      priceCurrency: 'USD',
      unitText: t('perPerson'),
      valueAddedTaxIncluded: false,
    },
  });
  const data: WithContext<Course> = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: page.metaTitle,
    inLanguage: page.language,
    description: page.description,
    url,
    educationalLevel: 'K-12',
    timeRequired: 'PT1H',
    provider: { '@type': 'Organization', name: companyName, url: siteUrl },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      location: {
        '@type': 'Place',
        name: t('participatingCenters', { company: companyName }),
        url: new URL(localizedHref('/locations/', locale), siteUrl).toString(),
      },
    },
    offers: [
      ...PRICING.lab_pricing_breakdown.map((row) =>
        offer(`${PROGRAMME_NAME}: ${t('labCount', { count: row.labs })}`, row.price),
      ),
      offer(
        `${PROGRAMME_NAME}: ${translator('PlayAcademyEstimate', locale)('scholarshipPack')}`,
        PRICING.info.pricing,
        scholarshipIncludes(locale).join('; '),
      ),
    ],
  };
  return (
    <script
      type="application/ld+json"
      // Escaped by scriptJson: no content can end the element early.
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
