import type { Feedback } from './feedback';

/**
 * schema.org Review data for testimonials about the company (docs/decisions/0022): each quote is a
 * review of the company by the person named, with no rating and no AggregateRating, since the
 * entries hold no stars to report.
 */
export function reviewsJsonLd(feedback: readonly Feedback[], companyName: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': feedback.map((item) => ({
      '@type': 'Review',
      ...(item.subheading ? { name: item.subheading } : {}),
      reviewBody: item.quote,
      author: {
        '@type': 'Person',
        name: item.name,
        ...(item.organization
          ? { affiliation: { '@type': 'Organization', name: item.organization } }
          : {}),
      },
      itemReviewed: { '@type': 'Organization', name: companyName },
    })),
  };
}
