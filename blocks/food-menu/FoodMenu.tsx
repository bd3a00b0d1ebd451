import { kilobytesOf } from '@/lib/format';
import { HeadedSection } from '../shared/HeadedSection';
import { LaterOnPage } from '../shared/LaterOnPage';
import type { PdfLink } from '@/lib/cms/assets';
import { translator, type Locale } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { MenuCategoryView } from './MenuCategoryView';
import { FoodMenuNav } from './FoodMenuNav.lazy';
import type { FoodMenuProps } from './schema';
import styles from './FoodMenu.module.css';

/**
 * The whole food menu on one page (docs/rules/screens-and-routes.md#food-menu): a side navigation
 * of the categories on large screens, a collapsible list on small ones, then every category with
 * its sections and items, the nutrition and allergen guides and the featured-item note. All of it
 * is server HTML; only the navigation's open and current states live in the browser. Every
 * category after the first is a later part of the page (LaterOnPage), so a phone hydrates and lays
 * out the menu's tail apart from its first screen.
 */
export function FoodMenu({
  heading,
  intro,
  categories,
  nutritionPdf,
  allergenPdf,
  context: { locale },
}: BlockProps<FoodMenuProps>) {
  const t = translator('Food', locale);
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.foodMenu}`}>
      <div className={styles.layout}>
        <FoodMenuNav
          categories={categories.map(({ slug, title }) => ({ id: slug, title }))}
          label={t('menuCategories')}
          jumpTo={t('jumpTo')}
        />
        <div className={styles.menu}>
          <div className={styles.guides}>
            <p className={styles.legend}>
              <span className={styles.swatch} aria-hidden="true">
                ★
              </span>
              {t('featuredLegend')}
            </p>
            {nutritionPdf && (
              <GuideLink pdf={nutritionPdf} locale={locale}>
                {t('nutritionGuide')}
              </GuideLink>
            )}
            {allergenPdf && (
              <GuideLink pdf={allergenPdf} locale={locale}>
                {t('allergenGuide')}
              </GuideLink>
            )}
          </div>
          {categories.map((category, index) => {
            const view = (
              <MenuCategoryView
                key={category.id}
                category={category}
                anchor={category.slug}
                accent={index}
                later={index > 0}
                locale={locale}
              />
            );
            // The first category fills a phone's first screen; the rest lie thousands of pixels
            // further down.
            return index === 0 ? view : <LaterOnPage key={category.id}>{view}</LaterOnPage>;
          })}
        </div>
      </div>
    </HeadedSection>
  );
}

function GuideLink({ pdf, locale, children }: { pdf: PdfLink; locale: Locale; children: string }) {
  const t = translator('Food', locale);
  const kilobytes = pdf.size ? kilobytesOf(pdf.size) : undefined;
  return (
    <a className={styles.guide} href={pdf.href} type="application/pdf">
      <svg className={styles.guideIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 2h8l6 6v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm7 1.5V9h5.5" />
        <path d="M8 13h8M8 17h6" />
      </svg>
      {children}{' '}
      <span className={styles.guideType}>
        {kilobytes ? t('pdfOfSize', { kilobytes }) : t('pdf')}
      </span>
    </a>
  );
}
