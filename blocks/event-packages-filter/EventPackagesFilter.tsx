import { SiteLink } from '@/components/SiteLink.client';
import { Picture } from '@/components/Picture';
import { getAllPages, getEvents, getPage, pagePath, type Page, type SiteEvent } from '@/lib/cms';
import { islandTranslations, translator, type Locale } from '@/lib/i18n';
import { EVENT_ENQUIRY_HREF } from '@/lib/sitePaths';
import type { BlockProps } from '../defineBlock';
import type { CategoryOption, EventFilterCard } from './EventPackagesFilter.client';
import { EventPackagesFilterIsland } from './EventPackagesFilter.lazy';
import { optionsOf, type FilterOption } from './filterState';
import type { EventPackagesFilterProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import { CardPageButton } from '../shared/CardPageButton';
import { HeadedSection } from '../shared/HeadedSection';
import styles from './EventPackagesFilter.module.css';

/**
 * Each category keeps one brand colour, by its place among the filter's buttons: its button, its
 * cards' chips and the placeholder of a card without a picture all wear it.
 */
function withTones(categories: readonly FilterOption[]): CategoryOption[] {
  return categories.map((category, index) => ({
    ...category,
    tone: styles[`tone${index % 4}`] ?? '',
  }));
}

/** What a card shows of an event package, or of a programme page such as Play Academy. */
type CardSource = Pick<
  SiteEvent,
  'id' | 'title' | 'description' | 'linkImage' | 'eventType' | 'eventSubcategories' | 'category'
> & { path: string };

/**
 * A programme page (a page of type event, with its own screen: Play Academy) as a card among the
 * packages, under its event types; a page without a description or an address is none.
 */
function programmeCard(page: Page): CardSource[] {
  const path = pagePath(page);
  const category = page.eventType[0];
  if (page.type !== 'event' || !path || !category || !page.description) return [];
  return [
    {
      id: page.id,
      title: page.metaTitle,
      description: page.description,
      linkImage: page.ogImage,
      eventType: page.eventType,
      eventSubcategories: [],
      category,
      path,
    },
  ];
}

/**
 * Every event package, and every programme page, as a card, with buttons that filter them by
 * category or subcategory
 * (docs/rules/states.md#event-packages-filter). The cards are rendered here, on the server, and
 * handed to the island as they are: the server HTML shows all of them and every button, and the
 * browser only decides which cards are on show.
 */
export async function EventPackagesFilter({
  heading,
  intro,
  context,
}: BlockProps<EventPackagesFilterProps>) {
  const [packages, summaries] = await Promise.all([getEvents(context), getAllPages(context)]);
  const programmes = await Promise.all(
    summaries
      .filter((summary) => summary.type === 'event')
      .map((summary) => getPage(summary.slug, 'event', context)),
  );
  const events: CardSource[] = [
    ...packages,
    ...programmes.flatMap((page) => (page ? programmeCard(page) : [])),
  ];
  const categories = withTones(optionsOf(events.map((event) => event.eventType)));
  const tones = new Map(categories.map((category) => [category.slug, category.tone]));
  const subcategories = optionsOf(events.map((event) => event.eventSubcategories));
  const cards: EventFilterCard[] = events.map((event) => ({
    id: event.id,
    categories: event.eventType.map((category) => category.slug),
    subcategories: event.eventSubcategories.map((subcategory) => subcategory.slug),
    card: <EventCard event={event} tones={tones} locale={context.locale} />,
  }));
  const t = translator('Events', context.locale);
  return (
    <HeadedSection heading={heading} intro={intro} className={styles.section}>
      {cards.length > 0 ? (
        <EventPackagesFilterIsland
          cards={cards}
          categories={categories}
          subcategories={subcategories}
          translations={islandTranslations(['EventFilter'], context.locale)}
        />
      ) : (
        <p className={styles.empty}>
          {t.rich('planYourEvent', {
            link: (words) => <SiteLink href={EVENT_ENQUIRY_HREF}>{words}</SiteLink>,
          })}
        </p>
      )}
    </HeadedSection>
  );
}

function EventCard({
  event,
  tones,
  locale,
}: {
  event: CardSource;
  tones: ReadonlyMap<string, string>;
  locale: Locale;
}) {
  const t = translator('Events', locale);
  return (
    <article className={`${cardStyles.card} ${cardStyles.lift} ${styles.card}`}>
      {event.linkImage ? (
        <Picture
          image={event.linkImage}
          sizes="(max-width: 640px) 100vw, (max-width: 991px) 50vw, 300px"
          className={`${cardStyles.image} ${styles.image}`}
        />
      ) : (
        <div className={`${styles.placeholder} ${tones.get(event.category.slug) ?? ''}`} />
      )}
      {/* The island's resize measures the bodies it finds by this attribute. */}
      <div className={`${cardStyles.body} ${styles.body}`} data-card-body="">
        <h3 className={styles.title}>{event.title}</h3>
        <p className={styles.description}>{event.description}</p>
        <ul className={styles.chips} role="list" aria-label={t('eventTypes')}>
          {event.eventType.map((category) => (
            <li key={category.slug} className={`${styles.chip} ${tones.get(category.slug) ?? ''}`}>
              {category.title}
            </li>
          ))}
        </ul>
        <CardPageButton page={event} className={styles.more}>
          {t('viewPackage')}
        </CardPageButton>
      </div>
    </article>
  );
}
