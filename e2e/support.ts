import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Where the embedded platform keeps the data of an end-to-end run. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with the list of WCAG 2.2 AA violations axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** The pages of the embedded content, with the h1 a guest sees on each. */
export const CONTENT_PAGES = [
  { path: '/', heading: 'Eat. Play. Celebrate.' },
  { path: '/birthdays/packages/', heading: 'Birthday Packages' },
  { path: '/privacy-policy/', heading: 'Privacy Policy' },
  { path: '/terms/', heading: 'Terms of Use' },
  { path: '/site-map/', heading: 'Site Map' },
  { path: '/book/birthday/', heading: 'Birthday Party Packages' },
  { path: '/book/virtual-experiences/', heading: 'Virtual Experiences' },
  { path: '/book/activities/', heading: 'Bowling & Activities' },
  { path: '/locations/', heading: 'Find a Location' },
  { path: '/safety/', heading: 'Play Smart, Play Safe' },
  { path: '/grand-opening/', heading: 'Spark Alley Fishers, Indiana' },
  { path: '/app/', heading: 'The Spark Alley App' },
  { path: '/food-menu/', heading: 'Food & Drinks' },
  { path: '/delivery/', heading: 'Our Kitchen, Delivered' },
  { path: '/careers/', heading: 'Join the Spark Alley Crew' },
  { path: '/careers/opportunities/', heading: 'Job Opportunities' },
  { path: '/careers/culture/', heading: 'Our Culture' },
  { path: '/careers/benefits/', heading: 'Benefits That Make It Fun' },
  { path: '/careers/growth/', heading: 'Grow Your Career' },
  { path: '/events/', heading: 'Events' },
  { path: '/events/corporate-events/', heading: 'Corporate Events' },
  { path: '/events/group-events/', heading: 'Group Events' },
  { path: '/events/school-events/', heading: 'School Events' },
  {
    path: '/events/school-events/play-academy/',
    heading: 'Play Academy: Science Labs for Schools',
  },
  { path: '/events/corporate-events/team-building-challenge/', heading: 'Team Building Challenge' },
  { path: '/events/corporate-events/holiday-party/', heading: 'Holiday Party' },
  { path: '/events/corporate-events/client-appreciation/', heading: 'Client Appreciation Night' },
  { path: '/events/school-events/field-trip/', heading: 'School Field Trip' },
  { path: '/events/school-events/graduation-celebration/', heading: 'Graduation Celebration' },
  { path: '/events/group-events/sports-team-party/', heading: 'Sports Team Party' },
  { path: '/events/group-events/fundraiser-night/', heading: 'Fundraiser Night' },
  { path: '/events/school-events/youth-group-outing/', heading: 'Youth Group Outing' },
  { path: '/promotions/', heading: 'Deals & Promotions' },
  { path: '/lost-pins/', heading: 'The Great Lost-Pins Hunt' },
  { path: '/experiences/bowling/', heading: 'Bowling' },
  { path: '/experiences/arcade/', heading: 'Arcade' },
  { path: '/experiences/laser-tag/', heading: 'Laser Tag' },
  { path: '/experiences/escape-rooms/', heading: 'Escape Rooms' },
  { path: '/experiences/virtual-reality/', heading: 'Virtual Reality' },
  { path: '/experiences/bumper-cars/', heading: 'Bumper Cars' },
  { path: '/the-leagues/', heading: 'The Leagues' },
  { path: '/news/', heading: 'News & Stories' },
  { path: '/news/tempe-grand-opening/', heading: 'Spark Alley Tempe Opens Its Doors' },
  { path: '/stories/birthday-seven-strikes/', heading: 'Seven Candles, Seven Strikes' },
];

/**
 * Loads every image now (lazy ones included, wherever they sit on the page), waits until each has
 * loaded or failed, then fails on any that did not load.
 */
export async function expectEveryImageLoaded(page: Page) {
  const broken = await page.locator('img').evaluateAll(async (elements) => {
    const images = elements as HTMLImageElement[];
    await Promise.all(
      images.map((image) => {
        image.loading = 'eager';
        if (image.complete) return undefined;
        return new Promise((settled) => {
          image.addEventListener('load', settled, { once: true });
          image.addEventListener('error', settled, { once: true });
        });
      }),
    );
    return images
      .filter((image) => image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.getAttribute('src'));
  });
  expect(broken, 'images that did not load').toEqual([]);
}

/**
 * Holds back every script of the page until `release` is called: what a guest on a slow phone sees
 * between the first paint and the page becoming interactive.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * What a stylesheet's order could flip on an element: its box, colours, type and layout, as
 * longhands, whose computed values (`auto`, `1fr`) do not move with the layout of the moment.
 */
const ORDER_SENSITIVE_STYLES = [
  ...['display', 'position', 'order', 'opacity', 'transform', 'content', 'overflow-x'],
  ...['margin', 'padding'].flatMap((box) =>
    ['top', 'right', 'bottom', 'left'].map((side) => `${box}-${side}`),
  ),
  ...['row-gap', 'column-gap', 'grid-template-columns', 'flex-direction'],
  ...['align-items', 'justify-content', 'text-align', 'list-style-type'],
  ...['color', 'background-color', 'background-image', 'box-shadow'],
  ...['border-top-width', 'border-top-style', 'border-top-color', 'border-top-left-radius'],
  ...['font-size', 'font-weight', 'line-height'],
];

/**
 * Next joins a page's CSS modules into several stylesheets in an order of its own choosing, which
 * a change elsewhere can reshuffle: a rule that wins only because its sheet comes later then stops
 * winning. This reads every element's style (and its ::before and ::after), applies the same rules
 * again after the page's own, with the sheets in reverse order (the site-wide sheet still first,
 * as the root layout imports it first), and fails on any element whose style changes. The copies
 * decide every tie, since they come last; the page's sheets stay on so its fonts stay loaded.
 */
export async function expectStylesIndependentOfSheetOrder(page: Page) {
  const changed = await page.evaluate((properties) => {
    const read = () =>
      [...document.body.querySelectorAll('*')].map((element) => {
        // The element's computed values; its ::before and ::after have no map of their own.
        const own = element.computedStyleMap();
        const styles = [properties.map((property) => String(own.get(property))).join('|')];
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          styles.push(properties.map((property) => style.getPropertyValue(property)).join('|'));
        }
        return `${element.tagName.toLowerCase()}.${element.getAttribute('class')} ${styles.join(' / ')}`;
      });
    const sheets = [...document.styleSheets].filter((sheet) => sheet.href);
    const siteWide = sheets.find((sheet) =>
      [...sheet.cssRules].some(
        (rule) => rule instanceof CSSStyleRule && rule.selectorText === '.visually-hidden',
      ),
    );
    if (!siteWide) return ['no site-wide stylesheet (the one with .visually-hidden) on the page'];

    const before = read();
    document.adoptedStyleSheets = [siteWide, ...sheets.filter((s) => s !== siteWide).reverse()].map(
      (sheet) => {
        // A copy resolves a relative url() against the page, so it gets the sheet's own address.
        const rules = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
        const copy = new CSSStyleSheet();
        copy.replaceSync(
          rules.replace(
            /url\((["']?)([^"')]+)\1\)/g,
            (_, quote, url) => `url("${new URL(url, sheet.href!).href}")`,
          ),
        );
        return copy;
      },
    );
    const after = read();
    document.adoptedStyleSheets = [];
    return before.flatMap((style, index) =>
      style === after[index] ? [] : [`${style}\n  in reverse order: ${after[index]}`],
    );
  }, ORDER_SENSITIVE_STYLES);
  expect(changed.slice(0, 5), 'styles that depend on the order of the stylesheets').toEqual([]);
}
