import { getArticles } from '@/lib/cms';
import type { BlockProps } from '../defineBlock';
import { HeadedSection } from '../shared/HeadedSection';
import { ArticleCardList } from './ArticleCardList';
import type { ArticleCardsProps } from './schema';
import styles from './ArticleCards.module.css';

/**
 * A heading over article cards: the ones editors picked, or every article, newest first. With no
 * article to show, the section is left out rather than shown empty.
 */
export async function ArticleCards({
  heading,
  intro,
  articles,
  limit,
  context,
}: BlockProps<ArticleCardsProps>) {
  const chosen = articles.length > 0 ? articles : await getArticles(context);
  const shown = chosen.slice(0, limit ?? chosen.length);
  if (shown.length === 0) return null;
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.articleCards}`}>
      <ArticleCardList articles={shown} locale={context.locale} />
    </HeadedSection>
  );
}
