import { SiteLink } from '@/components/SiteLink.client';
import { Picture } from '@/components/Picture';
import { articleDateLabel, type ArticleCard } from '@/lib/cms/articles';
import cardStyles from '@/components/cards.module.css';
import styles from './ArticleCards.module.css';

const SECTION_LABEL = { news: 'News', stories: 'Story' } as const;

/**
 * Article cards, each leading to the article's page. The title is the card's one link, stretched
 * over the whole card, so a guest can click anywhere while screen readers hear one link per card.
 */
export function ArticleCardList({ articles }: { articles: readonly ArticleCard[] }) {
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
                {SECTION_LABEL[article.section]}
              </span>
              <time dateTime={article.date}>{articleDateLabel(article.date)}</time>
            </p>
            <h3 className={styles.title}>
              <SiteLink href={article.path} className={styles.link}>
                {article.title}
              </SiteLink>
            </h3>
            {article.excerpt && <p className={styles.excerpt}>{article.excerpt}</p>}
            <span className={styles.more} aria-hidden="true">
              {article.section === 'news' ? 'Read the news' : 'Read the story'} →
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
