import { structuredDataIssues } from '@/e2e/structuredData';

/** A page holding `data` as JSON-LD, as the site writes it. */
const pageWith = (...data: unknown[]) =>
  data
    .map((item) => `<script type="application/ld+json">${JSON.stringify(item)}</script>`)
    .join('');

const posting = {
  '@type': 'JobPosting',
  title: 'Party Host',
  description: 'Hosts birthday parties.',
  datePosted: '2026-11-10',
  validThrough: '2027-01-10',
  employmentType: 'PART_TIME',
  hiringOrganization: { '@type': 'Organization', name: 'Spark Alley' },
  jobLocation: {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '1220 W Elliot Rd',
      addressLocality: 'Tempe',
      addressRegion: 'AZ',
      postalCode: '85284',
      addressCountry: 'US',
    },
  },
};

describe('the structured-data check the crawl runs on every page', () => {
  it('passes sound schema.org data, in a graph or on its own', async () => {
    const graph = { '@context': 'https://schema.org', '@graph': [posting] };
    const alone = { '@context': 'https://schema.org', ...posting };
    expect(await structuredDataIssues(pageWith(graph, alone))).toEqual([]);
  });

  it('reports an item Google would refuse, naming its type', async () => {
    const untitled = { ...posting, title: undefined };
    const issues = await structuredDataIssues(
      pageWith({ '@context': 'https://schema.org', '@graph': [untitled] }),
    );
    expect(issues).toEqual([expect.stringMatching(/^JobPosting: .*title/)]);
  });

  it('reports data that does not speak schema.org or names no type', async () => {
    const issues = await structuredDataIssues(
      pageWith({ '@context': 'http://example.org', '@graph': [{ name: 'Tempe' }] }),
    );
    expect(issues).toEqual([
      '@context is "http://example.org", not https://schema.org',
      expect.stringMatching(/^an item has no @type/),
    ]);
  });
});
