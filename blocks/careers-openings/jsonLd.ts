import type { Graph, JobPosting } from 'schema-dts';
import { EMPLOYMENT_TYPES, PAY_UNITS, type JobOpening } from './openings';

/**
 * schema.org JobPosting data for every opening on show, so job search engines can list each one
 * with its center's address and pay. A center's postings name the company as the employer.
 */
export function jobPostingsJsonLd(
  openings: readonly JobOpening[],
  { companyName }: { companyName: string },
): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': openings.map((opening): JobPosting => ({
      '@type': 'JobPosting',
      title: opening.title,
      description: [opening.description, ...opening.responsibilities].join('\n'),
      identifier: { '@type': 'PropertyValue', name: companyName, value: opening.slug },
      datePosted: opening.datePosted,
      validThrough: opening.validThrough,
      employmentType: EMPLOYMENT_TYPES[opening.employmentType],
      hiringOrganization: { '@type': 'Organization', name: companyName },
      jobLocation: {
        '@type': 'Place',
        name: `${companyName} ${opening.center.name}`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: opening.center.address,
          addressLocality: opening.center.city,
          addressRegion: opening.center.stateCode,
          postalCode: opening.center.postalCode,
          addressCountry: 'US',
        },
      },
      ...(opening.payMin === undefined
        ? {}
        : {
            baseSalary: {
              '@type': 'MonetaryAmount',
              currency: 'USD',
              value: {
                '@type': 'QuantitativeValue',
                minValue: opening.payMin,
                maxValue: opening.payMax ?? opening.payMin,
                unitText: PAY_UNITS[opening.payUnit],
              },
            },
          }),
    })),
  };
}
