import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Where the embedded platform keeps the data of an end-to-end run. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until no CSS transition, and no CSS animation that ends, is running on the page: a colour,
 * a shadow or an opacity caught half-way through one (a tab just selected, a dialog popping open)
 * is not what the guest sees once it ends. Endless animations (a spinner) are not waited for.
 */
export async function transitionsEnded(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const running = animation.playState === 'running';
      if (animation instanceof CSSTransition) return !running;
      const endless = animation.effect?.getTiming().iterations === Infinity;
      return !(animation instanceof CSSAnimation) || endless || !running;
    }),
  );
}

/**
 * Waits until React has hydrated the page: the header's Menu button is on every page and carries
 * React's props once the root has hydrated, which is also when the document's head takes the
 * metadata of the page's React payload (so a title checked after this is the one the guest keeps).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const menu = document.querySelector('header button[aria-expanded]');
    return menu !== null && Object.keys(menu).some((key) => key.startsWith('__reactProps'));
  });
}

/** Fails with the list of WCAG 2.2 AA violations axe finds on the page once it has settled. */
export async function expectNoAxeViolations(page: Page) {
  await transitionsEnded(page);
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
  { path: '/accessibility/', heading: 'Accessibility at Spark Alley' },
  { path: '/site-map/', heading: 'Site Map' },
  { path: '/book/birthday/', heading: 'Birthday Party Packages' },
  { path: '/book/virtual-experiences/', heading: 'Virtual Experiences' },
  { path: '/book/activities/', heading: 'Bowling & Activities' },
  { path: '/locations/', heading: 'Find a Location' },
  { path: '/locations/tempe/', heading: 'Spark Alley Tempe' },
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
  { path: '/gift-cards/', heading: 'Give the Gift of Play' },
  { path: '/donation-requests/', heading: 'Donation Requests' },
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
 * Opens `path` with every script of the page held back until the answer is called: what a guest on
 * a slow phone sees between the first paint and the page becoming interactive.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/**
 * What a stylesheet's order could flip on an element: its box, colours, type and layout, as
 * longhands, whose computed values (`auto`, `1fr`) do not move with the layout of the moment.
 */
const ORDER_SENSITIVE_STYLES = [
  ...['display', 'position', 'z-index', 'order', 'opacity', 'transform', 'content'],
  ...['width', 'max-width', 'min-height', 'overflow-x', 'align-self', 'justify-self'],
  ...['margin', 'padding'].flatMap((box) =>
    ['top', 'right', 'bottom', 'left'].map((side) => `${box}-${side}`),
  ),
  ...['row-gap', 'column-gap', 'grid-template-columns', 'grid-column-start', 'flex-direction'],
  ...['flex-grow', 'flex-basis', 'align-items', 'justify-content', 'text-align'],
  ...['color', 'background-color', 'background-image', 'box-shadow', 'list-style-type'],
  ...['border-top-width', 'border-top-style', 'border-top-color', 'border-top-left-radius'],
  ...['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing'],
  'text-transform',
];

/** Values a pseudo-element only has as laid out (its style has no map of computed values). */
const LAID_OUT = /^(width|max-width|min-height|margin-.*)$/;

/**
 * Next joins a page's CSS modules into a few stylesheets in an order of its own choosing, which a
 * change elsewhere can reshuffle, between sheets and between the modules inside one: a rule that
 * wins only because its module comes later then stops winning. This reads every element's style
 * (and its ::before and ::after), applies the same rules again after the page's own with every
 * module in reverse order (the site-wide rules still first, as the root layout imports them
 * first), and fails on any element whose style changes. The copies decide every tie, since they
 * come last; the page's sheets stay on so its fonts stay loaded.
 */
export async function expectStylesIndependentOfSheetOrder(page: Page) {
  const changed = await page.evaluate(
    ({ properties, laidOut }) => {
      const pseudoProperties = properties.filter((property) => !new RegExp(laidOut).test(property));
      const read = () =>
        [...document.body.querySelectorAll('*')].map((element) => {
          const own = element.computedStyleMap();
          const styles = [properties.map((property) => String(own.get(property))).join('|')];
          for (const pseudo of ['::before', '::after']) {
            const style = getComputedStyle(element, pseudo);
            styles.push(pseudoProperties.map((name) => style.getPropertyValue(name)).join('|'));
          }
          return `${element.tagName.toLowerCase()}.${element.getAttribute('class')} ${styles.join(' / ')}`;
        });

      // A module's rules name its classes as `<hash>_<name>`; a rule naming none is site-wide.
      const moduleOf = (rule: CSSRule) => {
        const selectors =
          rule instanceof CSSStyleRule
            ? rule.selectorText
            : rule instanceof CSSGroupingRule
              ? [...rule.cssRules].map((inner) => (inner as CSSStyleRule).selectorText).join(' ')
              : '';
        return /\.(_?[A-Za-z0-9-]{6})_[A-Za-z]/.exec(selectors ?? '')?.[1] ?? '';
      };
      const reversed = (sheet: CSSStyleSheet) => {
        const modules = new Map<string, string[]>([['', []]]);
        for (const rule of sheet.cssRules) {
          const key = moduleOf(rule);
          if (!modules.has(key)) modules.set(key, []);
          modules.get(key)!.push(rule.cssText);
        }
        const [siteWide = [], ...own] = modules.values();
        // A copy resolves a relative url() against the page, so it gets the sheet's own address.
        return [...siteWide, ...own.reverse().flat()]
          .join('\n')
          .replace(
            /url\((["']?)([^"')]+)\1\)/g,
            (_, quote, url) => `url("${new URL(url, sheet.href!).href}")`,
          );
      };

      const sheets = [...document.styleSheets].filter((sheet) => sheet.href);
      const siteWide = sheets.find((sheet) =>
        [...sheet.cssRules].some(
          (rule) => rule instanceof CSSStyleRule && rule.selectorText === '.visually-hidden',
        ),
      );
      if (!siteWide) return ['no site-wide stylesheet (the one with .visually-hidden) on the page'];

      const before = read();
      document.adoptedStyleSheets = [
        siteWide,
        ...sheets.filter((s) => s !== siteWide).reverse(),
      ].map((sheet) => {
        const copy = new CSSStyleSheet();
        copy.replaceSync(reversed(sheet));
        return copy;
      });
      const after = read();
      document.adoptedStyleSheets = [];
      return before.flatMap((style, index) =>
        style === after[index] ? [] : [`${style}\n  in reverse order: ${after[index]}`],
      );
    },
    { properties: ORDER_SENSITIVE_STYLES, laidOut: LAID_OUT.source },
  );
  expect(
    changed.slice(0, 5),
    `styles that depend on the order of the stylesheets (${changed.length} elements)`,
  ).toEqual([]);
}
