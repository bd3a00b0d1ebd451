import { SiteLink } from '@/components/SiteLink.client';
import { ArticleCardList, SECTION_LABEL } from '@/blocks/article-cards/ArticleCardList';
import { HeadedSection } from '@/blocks/shared/HeadedSection';
import { Picture } from '@/components/Picture';
import { RichText } from '@/components/RichText';
import type { Article } from '@/lib/cms';
import { articleDateLabel } from '@/lib/cms/articles';
import { translator, type Locale } from '@/lib/i18n';
import { NEWS_PATH } from '@/lib/sitePaths';
import { ArticleJsonLd } from './ArticleJsonLd';
import heroes from '@/components/heroes.module.css';
import styles from './ArticleScreen.module.css';

/**
 * A news article or story: its title, date and picture, the body, then related articles as cards
 * and a way back to all of them.
 */
export function ArticleScreen({
  article,
  related,
  companyName,
  siteUrl,
  logoSrc,
  locale,
}: {
  article: Article;
  related: Article['related'];
  companyName: string;
  siteUrl: string;
  logoSrc?: string;
  locale: Locale;
}) {
  const t = translator('Blocks', locale);
  // Inside an article marked as English, the page's own words keep the page's language.
  const pageWords = article.language === locale ? undefined : locale;
  const image = article.heroImage ?? article.linkImage;
  const allNews = (
    <p className={styles.back}>
      <SiteLink href={NEWS_PATH}>{t('allNewsAndStories')}</SiteLink>
    </p>
  );
  return (
    <>
      {/* An article not yet translated is marked as English for screen readers. */}
      <article
        aria-labelledby="page-heading"
        lang={article.language === locale ? undefined : article.language}
      >
        <header className={`${styles.header} ${styles[article.section]}`}>
          <div className={`container ${styles.headerInner}`}>
            <div>
              <p className={heroes.eyebrow} lang={pageWords}>
                {t(SECTION_LABEL[article.section])}
              </p>
              <h1 id="page-heading" className={`${heroes.heading} ${styles.title}`}>
                {article.title}
              </h1>
              <p className={styles.date} lang={pageWords}>
                <time dateTime={article.date}>{articleDateLabel(article.date, locale)}</time>
              </p>
              {article.excerpt && <p className={styles.lead}>{article.excerpt}</p>}
            </div>
            {image && (
              <div className={styles.art}>
                <Picture image={image} sizes="(max-width: 991px) 100vw, 50vw" priority />
              </div>
            )}
          </div>
        </header>
        <div className={`container ${styles.body}`}>
          <RichText document={article.body} className={styles.prose} />
        </div>
      </article>
      {/* The way to every article closes the related ones; alone below them it sat in a white band
          of its own above the footer. */}
      {related.length > 0 ? (
        <HeadedSection heading={t('moreNewsAndStories')} className={`backdrop ${styles.related}`}>
          <ArticleCardList articles={related} locale={locale} />
          {allNews}
        </HeadedSection>
      ) : (
        <div className="container">{allNews}</div>
      )}
      <ArticleJsonLd
        article={article}
        companyName={companyName}
        siteUrl={siteUrl}
        logoSrc={logoSrc}
        locale={locale}
      />
    </>
  );
}
