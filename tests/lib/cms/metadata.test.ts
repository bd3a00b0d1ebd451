import type { Picture } from '@/lib/cms/fields';
import { describedMetadata, siteMetadata, type SiteFacts } from '@/lib/cms/metadata';

const english: SiteFacts = {
  companyName: 'Spark Alley',
  siteUrl: 'https://www.sparkalley.com',
  locale: 'en',
};
const spanish: SiteFacts = { ...english, locale: 'es' };

const picture = (src: string, contentType: string, alt = 'Kids bowling'): Picture => ({
  src,
  alt,
  width: 2400,
  height: 1600,
  contentType,
});

const packages = {
  title: 'Birthday Packages',
  description: 'Pick a party.',
  path: '/birthdays/packages/',
};

describe('the card a shared link shows', () => {
  it('names the page, its address, its language and a large picture drawn for it', () => {
    expect(describedMetadata(packages, english)).toMatchObject({
      openGraph: {
        title: 'Birthday Packages',
        description: 'Pick a party.',
        url: 'https://www.sparkalley.com/birthdays/packages/',
        locale: 'en_US',
        siteName: 'Spark Alley',
        images: [
          {
            url: 'https://www.sparkalley.com/share-image/birthdays/packages/',
            width: 1200,
            height: 630,
            alt: 'Birthday Packages',
          },
        ],
      },
      twitter: { card: 'summary_large_image' },
    });
  });

  it('says each thing once: X reads the Open Graph title, description and picture', () => {
    const metadata = describedMetadata(packages, english);
    expect(metadata.twitter).toEqual({ card: 'summary_large_image', images: [] });
    expect(Object.keys(metadata.openGraph ?? {}).sort()).toEqual(
      ['description', 'images', 'locale', 'siteName', 'title', 'url'].sort(),
    );
  });

  it('is drawn in Spanish for a Spanish page', () => {
    const { openGraph } = describedMetadata({ ...packages, title: 'Paquetes' }, spanish);
    expect(openGraph).toMatchObject({
      url: 'https://www.sparkalley.com/es/birthdays/packages/',
      locale: 'es_US',
      images: [{ url: 'https://www.sparkalley.com/es/share-image/birthdays/packages/' }],
    });
  });

  it('draws the home page at the share images’ root', () => {
    const { openGraph } = describedMetadata({ ...packages, path: '/' }, spanish);
    expect(openGraph?.images).toEqual([
      expect.objectContaining({ url: 'https://www.sparkalley.com/es/share-image/' }),
    ]);
  });

  it('shows a Contentful picture cut to the share size by Contentful, described as the editor did', () => {
    const image = picture(
      'https://images.ctfassets.net/space1/abc/def/party.jpg?fm=webp',
      'image/jpeg',
    );
    expect(describedMetadata({ ...packages, image }, english).openGraph?.images).toEqual([
      {
        url: 'https://images.ctfassets.net/space1/abc/def/party.jpg?w=1200&h=630&fit=fill&fm=jpg&q=80',
        width: 1200,
        height: 630,
        alt: 'Kids bowling',
      },
    ]);
  });

  it('draws a picture Contentful cannot cut (SVG) or that is embedded, on the page’s own image', () => {
    for (const image of [
      picture('https://images.ctfassets.net/space1/abc/def/art.svg', 'image/svg+xml'),
      picture('/cms-assets/news-hero.svg', 'image/svg+xml'),
      picture('https://evil.example/x.jpg', 'image/jpeg'),
    ]) {
      expect(describedMetadata({ ...packages, image }, english).openGraph?.images).toEqual([
        {
          url: 'https://www.sparkalley.com/share-image/birthdays/packages/',
          width: 1200,
          height: 630,
          alt: 'Kids bowling',
        },
      ]);
    }
  });

  it('takes the page title as the picture’s description when the editor gave none', () => {
    const image = picture('/cms-assets/news-hero.svg', 'image/svg+xml', '');
    expect(describedMetadata({ ...packages, image }, english).openGraph?.images).toEqual([
      expect.objectContaining({ alt: 'Birthday Packages' }),
    ]);
  });
});

describe('what every page starts from', () => {
  it('shows the site on the home page’s picture, naming no page address', () => {
    const metadata = siteMetadata('Bowl, play, party.', spanish);
    expect(metadata).toMatchObject({
      openGraph: {
        title: 'Spark Alley',
        description: 'Bowl, play, party.',
        locale: 'es_US',
        images: [
          {
            url: 'https://www.sparkalley.com/es/share-image/',
            width: 1200,
            height: 630,
            alt: 'Spark Alley',
          },
        ],
      },
      twitter: { card: 'summary_large_image' },
    });
    expect(metadata.openGraph).not.toHaveProperty('url');
  });
});
