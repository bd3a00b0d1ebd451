import { readEmbeddedContent } from '@/cms/content.mjs';
import { findContradictions } from '@/cms/integrity.mjs';

/** A merged export holding these entries, each `[id, contentType, fields]` in one locale. */
const exportOf = (...entries: [string, string, Record<string, unknown>][]) => ({
  contentTypes: [],
  assets: [],
  entries: entries.map(([id, type, fields]) => ({
    sys: { id, contentType: { sys: { id: type } } },
    fields: Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [field, { 'en-US': value }]),
    ),
  })),
});

const paragraph = (value: string) => ({
  nodeType: 'document',
  content: [{ nodeType: 'paragraph', content: [{ nodeType: 'text', value }] }],
});
const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

const fishers = [
  'center-fishers',
  'center',
  { timeZone: 'America/Indiana/Indianapolis', openingDate: '2027-04-17' },
] as [string, string, Record<string, unknown>];

it('finds nothing stated twice or differently in the embedded content', async () => {
  expect(findContradictions(await readEmbeddedContent())).toEqual([]);
});

it('finds opening hours written anywhere but on the center', () => {
  const problems = findContradictions(
    exportOf(
      ['news-tempe', 'contentItem', { body: paragraph('Open until midnight on Fridays.') }],
      ['faq-hours', 'faqItem', { answer: paragraph('Doors open at 10 a.m. every day.') }],
      ['event-bowling', 'contentItem', { excerpt: 'Free bowling from 10 AM to noon.' }],
      ['center-tempe', 'center', { name: 'Tempe', hours: [{ open: '10:00 AM' }] }],
    ),
  );
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(/^Entry news-tempe \(contentItem\.body\) states opening hours/);
  expect(problems[1]).toMatch(/^Entry faq-hours \(faqItem\.answer\) states opening hours/);
});

it('finds a newest center named by hand', () => {
  expect(
    findContradictions(
      exportOf(['intro', 'newCenterEvents', { intro: 'Our newest center is open in Chandler.' }]),
    ),
  ).toEqual([
    "Entry intro (newCenterEvents.intro) names a newest center by hand: the site derives it from the centers' opening dates.",
  ]);
});

it('finds a countdown that counts to another day than its center opens, or on another clock', () => {
  const countdown = (opensAt: string, timeZone = 'America/Indiana/Indianapolis') =>
    ['countdown-fishers', 'countdown', { opensAt, timeZone, center: link('center-fishers') }] as [
      string,
      string,
      Record<string, unknown>,
    ];
  expect(findContradictions(exportOf(fishers, countdown('2027-04-17T10:00-04:00')))).toEqual([]);
  expect(findContradictions(exportOf(fishers, countdown('2027-04-24T10:00-04:00')))).toEqual([
    'Countdown countdown-fishers counts to 2027-04-24, but its center center-fishers opens on 2027-04-17.',
  ]);
  expect(
    findContradictions(exportOf(fishers, countdown('2027-04-17T10:00-05:00', 'America/Chicago'))),
  ).toEqual([
    'Countdown countdown-fishers keeps America/Chicago, its center America/Indiana/Indianapolis.',
  ]);
});

it('finds a link to a retired address, in a navigation link or in rich text', () => {
  const hyperlink = (uri: string) => ({
    nodeType: 'document',
    content: [
      { nodeType: 'hyperlink', data: { uri }, content: [{ nodeType: 'text', value: 'deals' }] },
    ],
  });
  expect(
    findContradictions(
      exportOf(
        ['redirect-offers', 'redirect', { from: '/offers/', to: '/promotions/' }],
        ['link-offers', 'navigationLink', { label: 'Offers', url: '/offers/' }],
        ['faq-deals', 'faqItem', { answer: hyperlink('/offers/#sign-up') }],
        ['link-deals', 'navigationLink', { label: 'Deals', url: '/promotions/' }],
      ),
    ),
  ).toEqual([
    'Entry link-offers (navigationLink) links to the retired /offers/: link /promotions/ instead.',
    'Entry faq-deals (faqItem) links to the retired /offers/: link /promotions/ instead.',
  ]);
});

it('finds a redirect that leads to another retired address, or back to its own', () => {
  expect(
    findContradictions(
      exportOf(
        ['redirect-deals', 'redirect', { from: '/deals/', to: '/offers/#this-week' }],
        ['redirect-offers', 'redirect', { from: '/offers/', to: '/promotions/' }],
        ['redirect-self', 'redirect', { from: '/fun/', to: '/fun/' }],
      ),
    ),
  ).toEqual([
    'Redirect redirect-deals leads to the retired /offers/, itself sent on: a redirect is one hop, so the site refuses it.',
    'Redirect redirect-self leads to the retired /fun/, itself sent on: a redirect is one hop, so the site refuses it.',
  ]);
});

it('finds a whole-dollar amount written without its cents', () => {
  expect(
    findContradictions(
      exportOf(
        ['package-teen', 'package', { includes: paragraph('A $10 game card for every guest') }],
        ['package-bash', 'package', { includes: paragraph('A $5.00 game card, $1,500 in prizes') }],
      ),
    ),
  ).toEqual([
    'Entry package-teen (package.includes) writes $10 without its cents: the site writes $10.00.',
  ]);
});

it('finds an age or height rule stated otherwise than the safety page states it', () => {
  const safety = [
    'safety-age-rules',
    'safetyMeasure',
    {
      icon: 'ageRules',
      text: 'Children under 12 need an adult; laser tag is for guests 7 and up and at least 42 inches tall.',
    },
  ] as [string, string, Record<string, unknown>];
  expect(
    findContradictions(
      exportOf(
        safety,
        [
          'faq-age',
          'faqItem',
          {
            answer: paragraph(
              'Laser tag players must be 42 inches tall, and kids under 13 need an adult.',
            ),
          },
        ],
        ['package-party', 'package', { includes: paragraph('Laser tag for players 8 and up') }],
        [
          'offer-tuesday',
          'offer',
          { conditions: 'Laser tag players are 7 or older and at least 42 inches tall.' },
        ],
      ),
    ),
  ).toEqual([
    'Entry faq-age (faqItem.answer) states an adult for kids under 13, where safety-age-rules says 12.',
    'Entry package-party (package.includes) states a laser tag age of 8, where safety-age-rules says 7.',
  ]);
});

it('finds a delivery menu dish that is no food menu item, or one written out by hand', () => {
  const menu = {
    sections: [
      {
        id: 'starters',
        items: [
          { dish: 'food-item-tots', price: [1, 2, 3] },
          { dish: 'food-item-gone', price: [1, 2, 3] },
          { name: 'Mozzarella Sticks', price: [1, 2, 3] },
          { name: 'Delivery-only Combo', price: [1, 2, 3] },
        ],
      },
    ],
  };
  expect(
    findContradictions(
      exportOf(
        ['food-item-tots', 'foodItem', { title: 'Loaded Tots' }],
        ['food-item-sticks', 'foodItem', { title: 'Mozzarella Sticks' }],
        ['delivery-menu', 'deliveryMenu', { menu }],
      ),
    ),
  ).toEqual([
    'Delivery menu delivery-menu (starters) names the dish food-item-gone, which is no food menu item.',
    'Delivery menu delivery-menu (starters) writes out Mozzarella Sticks, a food menu dish: name it by its dish.',
  ]);
});

it('finds a delivery menu text a language leaves untranslated, or a translation left over', () => {
  const menu = {
    title: 'Spark Kitchen',
    sections: [
      {
        id: 'starters',
        title: 'Starters',
        items: [
          {
            dish: 'food-item-tots',
            price: [1, 2, 3],
            options: [{ title: 'Sauces', items: ['Ranch'] }],
          },
        ],
      },
    ],
  };
  const content = exportOf(
    ['food-item-tots', 'foodItem', { title: 'Loaded Tots' }],
    ['delivery-menu', 'deliveryMenu', { menu }],
  );
  const words = {
    'Spark Kitchen': 'Spark Kitchen',
    Starters: 'Entradas',
    Sauces: 'Salsas',
    Dips: 'Dips',
  };
  Object.assign(content.entries[1]!.fields, { menuWords: { 'es-US': words } });

  expect(findContradictions(content)).toEqual([
    'Delivery menu delivery-menu (es-US) has no translation of "Ranch".',
    'Delivery menu delivery-menu (es-US) translates "Dips", which the menu no longer has.',
  ]);
});

it('finds a picture shown without alt text', () => {
  const asset = (id: string, description?: string) => ({
    sys: { id, type: 'Asset' },
    fields: {
      file: { 'en-US': { url: `/cms-assets/${id}.jpg`, contentType: 'image/jpeg' } },
      ...(description && { description: { 'en-US': description } }),
    },
  });
  const content = exportOf(
    ['hero', 'hero', { image: { sys: { type: 'Link', linkType: 'Asset', id: 'photo-lanes' } } }],
    [
      'teaser',
      'teaser',
      { image: { sys: { type: 'Link', linkType: 'Asset', id: 'photo-arcade' } } },
    ],
  );
  expect(
    findContradictions({
      ...content,
      assets: [asset('photo-lanes'), asset('photo-arcade', 'Kids at the arcade'), asset('unused')],
    }),
  ).toEqual(['Asset photo-lanes is shown without alt text: give it a description.']);
});
