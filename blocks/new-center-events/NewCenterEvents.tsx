import { DecorativeIcon } from '@/components/DecorativeIcon';
import { centerTitle, newestCenter, getCenters } from '@/lib/centers';
import { siteNow } from '@/lib/clock';
import { anchorFor } from '@/lib/format';
import { calendarDayFormat } from '@/lib/dates';
import { translator, type Locale } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { ContentItemButton } from '../shared/ContentItemButton';
import { upcomingEvents, type NewCenterEventsProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import styles from './NewCenterEvents.module.css';

/** A calendar page's month and weekday ('DEC', 'SAT'), and the whole date it reads out. */
const dayFormats = (locale: Locale) => ({
  monthShort: calendarDayFormat(locale, { month: 'short' }),
  weekdayShort: calendarDayFormat(locale, { weekday: 'short' }),
  fullDate: calendarDayFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }),
});

/**
 * Events at a newly opened center, soonest first, each with a calendar-page date ('DEC 5').
 * Past events are left out when the page renders (it revalidates hourly); with none left, the
 * section is not shown at all. The center is named from its entry, and called our newest center
 * only while it is the open center that opened last (lib/centers/opening.ts).
 */
export async function NewCenterEvents({
  heading,
  intro,
  center,
  events,
  context,
}: BlockProps<NewCenterEventsProps>) {
  const now = siteNow();
  const upcoming = upcomingEvents(events, now);
  if (upcoming.length === 0) return null;
  const newest = center && newestCenter(await getCenters(context), now)?.id === center.id;
  const anchor = anchorFor(heading);
  return (
    <section
      id={anchor}
      className={`section ${styles.newCenterEvents}`}
      aria-labelledby={`${anchor}-heading`}
    >
      <div className="container">
        <div className={styles.header}>
          {center && (
            <p className={styles.center}>
              <PinIcon />
              {newest
                ? translator('Events', context.locale)('newestCenter', {
                    center: centerTitle(center),
                  })
                : centerTitle(center)}
            </p>
          )}
          <h2 id={`${anchor}-heading`} className={styles.heading}>
            {heading}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        <ul className={`${cardStyles.grid} ${styles.list}`} role="list">
          {upcoming.map((event) => (
            <li key={event.id} className={styles.event}>
              <h3 className={styles.title}>{event.title}</h3>
              <DateBadge date={event.date} locale={context.locale} />
              {event.excerpt && <p className={styles.excerpt}>{event.excerpt}</p>}
              {event.cta && (
                <div className={styles.cta}>
                  <ContentItemButton item={event} variant="pink" />
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A tear-off calendar page; screen readers hear the whole date instead of its pieces. */
function DateBadge({ date, locale }: { date: string; locale: Locale }) {
  const { monthShort, weekdayShort, fullDate } = dayFormats(locale);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utcDay = new Date(Date.UTC(year, month - 1, day));
  return (
    <time dateTime={date} className={styles.badge}>
      <span className={styles.month} aria-hidden="true">
        {monthShort.format(utcDay).toUpperCase()}
      </span>{' '}
      <span className={styles.day} aria-hidden="true">
        {day}
      </span>{' '}
      <span className={styles.weekday} aria-hidden="true">
        {weekdayShort.format(utcDay).toUpperCase()}
      </span>
      <span className="visually-hidden">{fullDate.format(utcDay)}</span>
    </time>
  );
}

function PinIcon() {
  return (
    <DecorativeIcon className={styles.pin} viewBox="0 0 24 24" size={18}>
      <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
    </DecorativeIcon>
  );
}
