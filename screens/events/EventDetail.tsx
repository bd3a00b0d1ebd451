import { EntryEditLink } from '@/blocks/EntryEditLink';
import type { RenderContext } from '@/blocks/defineBlock';
import { Sections } from '@/blocks/Sections';
import { Hero } from '@/blocks/hero/Hero';
import { CardButtonLink } from '@/components/Button/Button';
import type { SiteEvent } from '@/lib/cms';
import { translator } from '@/lib/i18n';
import { EVENT_ENQUIRY_HREF, eventsListHref } from '@/lib/sitePaths';
import styles from './EventDetail.module.css';

/**
 * An event package's own page: what it is, who it suits and how to plan it, then the sections
 * editors added to it (included experiences, menus, add-ons).
 */
export function EventDetail({ event, context }: { event: SiteEvent; context: RenderContext }) {
  const t = translator('EventPage', context.locale);
  return (
    <>
      {/* In preview: the page's own entry, like a CMS page's (blocks/PageBody.tsx). */}
      {context.draft && <EntryEditLink id={event.id} type="event" field="title" />}
      <Hero
        eyebrow={event.eventType.map((type) => type.title).join(' · ')}
        heading={event.title}
        text={event.description}
        image={event.linkImage}
        primaryCta={{ label: t('planThisEvent'), href: EVENT_ENQUIRY_HREF }}
        secondaryCta={{
          label: t('viewAll', { category: event.category.title }),
          href: eventsListHref(event.path),
        }}
        theme="grape"
      />
      <div className={`container ${styles.goodFor}`}>
        {event.eventSubcategories.length > 0 && (
          <>
            <h2 className={styles.goodForHeading}>{t('greatFor')}</h2>
            <ul role="list" className={styles.chips}>
              {event.eventSubcategories.map((subcategory) => (
                <li key={subcategory.slug} className={styles.chip}>
                  {subcategory.title}
                </li>
              ))}
            </ul>
          </>
        )}
        {/* The category's other packages, to compare with this one: the events list with the
            route's category preselected (docs/rules/screens-and-routes.md#routes). */}
        <CardButtonLink
          href={eventsListHref(event.path)}
          cardTitle={event.category.title}
          variant="outline"
          size="small"
        >
          {t('moreDetails')}
        </CardButtonLink>
      </div>
      <Sections sections={event.sections} context={context} headingTaken />
    </>
  );
}
