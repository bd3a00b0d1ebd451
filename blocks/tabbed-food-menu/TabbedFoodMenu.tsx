import { Tabs } from '@/components/Tabs/Tabs.lazy';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { HeadedSection } from '../shared/HeadedSection';
import { LaterOnPage } from '../shared/LaterOnPage';
import { MenuCategoryView } from '../food-menu/MenuCategoryView';
import type { TabbedFoodMenuProps } from './schema';
import styles from './TabbedFoodMenu.module.css';

/**
 * A food menu that shows one category at a time, starting with the first. Every category's panel
 * is rendered here, on the server, with the same markup as the food menu's; only which one is
 * shown lives in the browser. The panels are later parts of the page (LaterOnPage): the tabs
 * hydrate with the page, each panel's menu in a pass of its own.
 */
export function TabbedFoodMenu({
  heading,
  intro,
  categories,
  context: { locale },
}: BlockProps<TabbedFoodMenuProps>) {
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.tabbedFoodMenu}`}>
      <Tabs
        label={translator('Food', locale)('categoriesOf', { menu: heading })}
        initialId={categories[0]?.id}
        tabs={categories.map((category, index) => ({
          id: category.id,
          label: category.title,
          content: (
            <LaterOnPage>
              <MenuCategoryView category={category} accent={index} later locale={locale} />
            </LaterOnPage>
          ),
        }))}
      />
    </HeadedSection>
  );
}
