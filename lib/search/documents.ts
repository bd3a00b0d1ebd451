import 'server-only';
import { centerTitle, getCenters, toCenterChoice } from '@/lib/centers';
import { postalAddress } from '@/lib/centers/directions';
import { stateCode } from '@/lib/centers/states';
import {
  getAllPages,
  getArticles,
  getDishes,
  getEvents,
  getExperiences,
  getPackageEntries,
  getPage,
  getSiteSettings,
  type ReadOptions,
} from '@/lib/cms';
import { translator } from '@/lib/i18n';
import { anchorFor } from '@/lib/format';
import { MAX_PASSES_PER_REGISTRATION } from '@/lib/platform/limits';
import { includedLines, packageEntry } from '@/lib/packages';
import { birthdayPackageHref, centerPath, SEASON_PASS_PATH } from '@/lib/sitePaths';
import type { SearchDocument } from './engine';
import { isEntryLike, richTextWords, sectionWords, squeeze, type EntryLike } from './text';

/**
 * The site's searchable content in one language, read through the cached CMS getters (so drafts
 * show in preview only): the pages the sitemap lists (CMS pages, events, articles, experiences,
 * centers and the season pass screens) and the things guests look for inside them (packages and
 * the food menu's dishes), each with the address that shows it.
 */
export async function searchDocuments(options: ReadOptions): Promise<SearchDocument[]> {
  const [pageList, centers, events, articles, experiences, packageEntries, dishes, settings] =
    await Promise.all([
      getAllPages(options),
      getCenters(options),
      getEvents(options),
      getArticles(options),
      getExperiences(options),
      getPackageEntries(options),
      getDishes(options),
      getSiteSettings(options),
    ]);
  const pages = (
    await Promise.all(pageList.map((listed) => getPage(listed.slug, listed.type, options)))
  ).flatMap((page, index) => (page ? [{ page, path: pageList[index]!.path }] : []));
  const places = new Map<string, Place>();
  for (const { page, path } of pages) findPlaces(page.children, path, places, {});

  const documents: SearchDocument[] = [
    ...centers.map((center): SearchDocument => ({
      id: `center:${center.slug}`,
      kind: 'center',
      title: centerTitle(center),
      href: centerPath(center.slug),
      keywords: [center.name, center.city, center.state, stateCode(center.state)].join(' '),
      summary: postalAddress(center),
      body: '',
      place: toCenterChoice(center),
    })),
    ...experiences.map((experience): SearchDocument => ({
      id: `experience:${experience.slug}`,
      kind: 'experience',
      title: experience.title,
      href: experience.path,
      keywords: experience.goodFor.join(' '),
      summary: experience.tagline,
      body: squeeze(
        [
          richTextWords(experience.description),
          experience.duration,
          experience.priceHint,
          sectionWords(experience.sections, hasOwnResult),
        ].join(' '),
      ),
    })),
    ...events.map((event): SearchDocument => ({
      id: `event:${event.path}`,
      kind: 'event',
      title: event.title,
      href: event.path,
      keywords: [event.category.title, ...event.eventSubcategories.map((sub) => sub.title)].join(
        ' ',
      ),
      summary: event.description,
      body: sectionWords(event.sections, hasOwnResult),
    })),
    ...articles.map((article): SearchDocument => ({
      id: `article:${article.path}`,
      kind: article.section === 'news' ? 'news' : 'story',
      title: article.title,
      href: article.path,
      keywords: '',
      summary: article.excerpt ?? '',
      body: richTextWords(article.body),
    })),
    ...packageEntries.flatMap((entry): SearchDocument[] => {
      const parsed = packageEntry.safeParse(entry);
      if (!parsed.success) return [];
      const pkg = parsed.data;
      const href =
        places.get(pkg.id)?.href ??
        (pkg.kind === 'birthday' ? birthdayPackageHref(pkg.anchor) : undefined);
      if (!href) return [];
      return [
        {
          id: `package:${pkg.id}`,
          kind: 'package',
          title: pkg.title,
          href,
          keywords: pkg.ages ?? '',
          summary: pkg.description,
          body: includedLines(pkg.includes).join(' · '),
        },
      ];
    }),
    ...dishes.flatMap((dish): SearchDocument[] => {
      const place = places.get(dish.id);
      if (!place) return [];
      return [
        {
          id: `dish:${dish.id}`,
          kind: 'menuItem',
          title: dish.title,
          href: place.href,
          keywords: place.group ?? '',
          summary: dish.description ?? '',
          body: '',
        },
      ];
    }),
    ...seasonPassScreens(settings.companyName, options),
    ...pages.map(({ page, path }): SearchDocument => ({
      id: `page:${path}`,
      kind: 'page',
      title: page.metaTitle,
      href: path,
      keywords: '',
      summary: page.description ?? '',
      body: sectionWords(page.children, hasOwnResult),
    })),
  ];
  // One result per address: a page that is also an experience's (the leagues) is found as that.
  const hrefs = new Set<string>();
  return documents.filter((document) => {
    if (hrefs.has(document.href)) return false;
    hrefs.add(document.href);
    return true;
  });
}

/** Entries with a result of their own, or without words a guest reads, left out of a page's. */
const OWN_RESULT_TYPES = new Set([
  'foodItem',
  'package',
  'center',
  'event',
  'experience',
  'navigationLink',
  'enquiryForm',
  'jobOpening',
  'siteSettings',
]);

function hasOwnResult(entry: EntryLike): boolean {
  const type = entry.sys.contentType ?? '';
  // A content item with a body is an article; one without is a card of the page it is on.
  return OWN_RESULT_TYPES.has(type) || (type === 'contentItem' && entry.fields.body !== undefined);
}

interface Place {
  href: string;
  /** The menu category a dish is listed under. */
  group?: string;
}

/** Where in a page an entry stands: under a menu category, in a package list. */
interface Surroundings {
  category?: Place;
  packageList?: boolean;
}

/**
 * Where a page shows the dishes and packages it holds: a dish under its menu category's anchor,
 * a package of a package list under its own. The first page to show one is its place.
 */
function findPlaces(
  value: unknown,
  path: string,
  places: Map<string, Place>,
  around: Surroundings,
) {
  if (Array.isArray(value)) {
    for (const item of value) findPlaces(item, path, places, around);
    return;
  }
  if (!isEntryLike(value)) return;
  const { contentType: type, id } = value.sys;
  const { slug, title } = value.fields;
  if (id && !places.has(id)) {
    if (type === 'foodItem' && around.category) places.set(id, around.category);
    if (type === 'package' && around.packageList && typeof title === 'string') {
      places.set(id, { href: `${path}#${anchorFor(title)}` });
    }
  }
  const inside: Surroundings = {
    category:
      type === 'menuCategory' && typeof slug === 'string'
        ? { href: `${path}#${slug}`, group: typeof title === 'string' ? title : undefined }
        : around.category,
    packageList: around.packageList || type === 'packageList',
  };
  for (const field of Object.values(value.fields)) findPlaces(field, path, places, inside);
}

/** The season pass screens are the site's own, with their words in the message catalogue. */
function seasonPassScreens(company: string, { locale = 'en' }: ReadOptions): SearchDocument[] {
  const t = translator('SeasonPassPage', locale);
  return (['SUMMER', 'WINTER'] as const).map((season) => {
    // The winter screen's address, as `seasonPassPath` (forms/season-pass/season.ts) writes it.
    const href = season === 'WINTER' ? `${SEASON_PASS_PATH}winter/` : SEASON_PASS_PATH;
    return {
      id: `screen:${href}`,
      kind: 'page',
      title: t('heading', { season: t('season', { season }) }),
      href,
      keywords: t('eyebrow', { company }),
      summary: t('description', { company, season, max: MAX_PASSES_PER_REGISTRATION }),
      body: squeeze(`${t('stepCards')} ${t('stepInfo')} ${t('stepRegister')}`),
    };
  });
}
