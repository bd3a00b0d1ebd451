import { SiteLink } from '@/components/SiteLink.client';
import { Picture } from '@/components/Picture';
import { articleDateLabel, type ArticleCard } from '@/lib/cms/articles';
import { translator, type Locale } from '@/lib/i18n';
import cardStyles from '@/components/cards.module.css';
import styles from './ArticleCards.module.css';

/** The chip that names an article's section, and the words of its card's arrow. */
export const SECTION_LABEL = { news: 'news', stories: 'story' } as const;
const READ_MORE = { news: 'readTheNews', stories: 'readTheStory' } as const;

/**
 * Article cards, each leading to the article's page. The title is the card's one link, stretched
 * over the whole card, so a guest can click anywhere while screen readers hear one link per card.
 */
export function ArticleCardList({
  articles,
  locale,
}: {
  articles: readonly ArticleCard[];
  /** The page's language, for the labels and dates. */
  locale: Locale;
}) {
  const t = translator('Blocks', locale);
  return (
    <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
      {articles.map((article) => (
        <li key={article.id} className={`${cardStyles.card} ${cardStyles.lift} ${styles.card}`}>
          {article.linkImage ? (
            <Picture
              image={article.linkImage}
              sizes="(max-width: 639px) 100vw, (max-width: 1099px) 50vw, 380px"
              className={`${cardStyles.image} ${styles.image}`}
            />
          ) : (
            <div className={`${styles.image} ${styles.placeholder}`} aria-hidden="true" />
          )}
          <div className={`${cardStyles.body} ${styles.body}`}>
            <p className={styles.meta}>
              <span className={`${styles.chip} ${styles[article.section]}`}>
                {t(SECTION_LABEL[article.section])}
              </span>
              <time dateTime={article.date}>{articleDateLabel(article.date, locale)}</time>
            </p>
            <h3 className={styles.title}>
              <SiteLink href={article.path} className={styles.link}>
                {article.title}
              </SiteLink>
            </h3>
            {article.excerpt && <p className={styles.excerpt}>{article.excerpt}</p>}
            <span className={styles.more} aria-hidden="true">
              {t(READ_MORE[article.section])} →
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
