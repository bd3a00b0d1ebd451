import type { RenderContext } from '@/blocks/defineBlock';
import { BIRTHDAY_INFO_PATH } from '@/forms/birthday/links';
import { seasonPassPath } from '@/forms/season-pass/season';
import { centerTitle, getCenters } from '@/lib/centers';
import { getAllPages, getArticles, getEvents, getExperiences, getPage } from '@/lib/cms';
import type { Picture } from '@/lib/cms/fields';
import { translator } from '@/lib/i18n';
import { centerPath } from '@/lib/sitePaths';
import { centerSlugs } from '@/screens/center/routes';
import { withOwnPage } from '@/screens/experiences/routes';
import { PLAY_ACADEMY_SLUG } from '@/screens/play-academy/programme';
import { seasonPassTitle } from '../../book/seasonpass/seasonPassPage';

/** What a page's share image shows: its title, and its own picture when the CMS gives one. */
export interface ShareCard {
  title: string;
  picture?: Picture;
}

type Cards = Map<string, () => Promise<ShareCard | undefined>>;

/**
 * Every address with a share image, and how to make its card: the pages' own titles and pictures
 * as their metadata names them, read in the page's language. The title comes from the content the
 * address names, never from the request, so no one can have the site draw words of their own.
 */
export async function shareCards(context: RenderContext): Promise<Cards> {
  const [pages, events, articles, experiences, centers] = await Promise.all([
    getAllPages(context),
    getEvents(context),
    getArticles(context),
    getExperiences(context),
    getCenters(context),
  ]);
  const cards: Cards = new Map();
  const card = (path: string, make: () => ShareCard | undefined | Promise<ShareCard | undefined>) =>
    cards.set(path, async () => make());

  for (const { slug, type, path } of pages) {
    card(path, async () => {
      const page = await getPage(slug, type, context);
      return page ? { title: page.metaTitle, picture: page.ogImage } : undefined;
    });
    if (type === 'event' && slug === PLAY_ACADEMY_SLUG) {
      card(`${path}estimate/`, () => ({
        title: translator('Events', context.locale)('yourEstimate'),
      }));
    }
  }
  for (const event of events) {
    card(event.path, () => ({ title: event.title, picture: event.linkImage }));
  }
  for (const article of articles) {
    card(article.path, () => ({
      title: article.title,
      picture: article.heroImage ?? article.linkImage,
    }));
  }
  for (const experience of withOwnPage(experiences)) {
    card(experience.path, () => ({ title: experience.title, picture: experience.linkImage }));
  }
  for (const slug of centerSlugs(centers)) {
    const center = centers.find((candidate) => candidate.slug === slug);
    card(centerPath(slug), () => center && { title: centerTitle(center) });
  }
  for (const season of ['SUMMER', 'WINTER'] as const) {
    card(seasonPassPath(season), () => ({ title: seasonPassTitle(season, context.locale) }));
  }
  card(BIRTHDAY_INFO_PATH, () => ({
    title: translator('BirthdayInfoPage', context.locale)('title'),
  }));
  return cards;
}
