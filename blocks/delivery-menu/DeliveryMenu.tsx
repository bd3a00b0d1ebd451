import { getDishes } from '@/lib/cms';
import { DEFAULT_LOCALE, islandTranslations, translator, type Locale } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { HeadedSection } from '../shared/HeadedSection';
import { deliveryCenters } from './deliveryCenters';
import { DeliveryMenuCenter, MenuPrice } from './DeliveryMenu.lazy';
import { withDish, type ShownItem } from './menu';
import type { DeliveryMenuProps } from './schema';
import styles from './DeliveryMenu.module.css';

/** Each section's colour, in turn. */
const TONES = ['grape', 'pink', 'orange', 'teal', 'sun', 'sky'] as const;

const sectionAnchor = (id: string) => `menu-${id}`;

/*
 * The menu document (sections, sizes, options, notes) is shared by every language: it holds the
 * prices, which must not be written twice. On a page in another language its words are marked
 * English; the dishes' names and descriptions come from the food menu, translated.
 */
const menuLanguage = (locale: Locale) => (locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE);

/**
 * The delivery menu: rendered here, on the server, with every price at the guest's delivery
 * center's tier filled in by the island once the guest has one (never a price of another tier).
 * The island also shows the chosen center, or the prompt to choose one, and the center picker.
 */
export async function DeliveryMenu({
  heading,
  intro,
  menu,
  context,
}: BlockProps<DeliveryMenuProps>) {
  const { locale } = context;
  const t = translator('Food', locale);
  const lang = menuLanguage(locale);
  const [centers, dishList] = await Promise.all([deliveryCenters(context), getDishes(context)]);
  const dishes = new Map(dishList.map((dish) => [dish.id, dish]));
  const sections = menu.sections.flatMap((section) => {
    const items = section.items.flatMap((item) => withDish(item, dishes) ?? []);
    return items.length > 0 ? [{ ...section, items }] : [];
  });
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.deliveryMenu}`}>
      <DeliveryMenuCenter
        centers={centers}
        translations={islandTranslations(['Delivery', 'DeliveryMenu'], locale)}
      >
        <div className={styles.board}>
          {(menu.title || menu.subtitle) && (
            <div className={styles.boardHead} lang={lang}>
              {menu.title && <p className={styles.boardTitle}>{menu.title}</p>}
              {menu.subtitle && <p className={styles.boardSubtitle}>{menu.subtitle}</p>}
            </div>
          )}
          {sections.length > 1 && (
            <nav className={styles.jump} aria-label={t('menuSections')}>
              <ul role="list">
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <a
                      href={`#${sectionAnchor(section.id)}`}
                      className={styles[TONES[index % TONES.length]!]}
                      lang={lang}
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={sectionAnchor(section.id)}
              className={`${styles.section} ${styles[TONES[index % TONES.length]!]}`}
              aria-labelledby={`${sectionAnchor(section.id)}-heading`}
            >
              <h3
                id={`${sectionAnchor(section.id)}-heading`}
                className={styles.sectionTitle}
                lang={lang}
              >
                {section.title}
              </h3>
              <ul role="list" className={styles.items}>
                {section.items.map((item, itemIndex) => (
                  <Item key={itemIndex} item={item} locale={locale} />
                ))}
              </ul>
            </section>
          ))}
          {menu.legal && (
            <p className={styles.legal} lang={lang}>
              {menu.legal}
            </p>
          )}
        </div>
      </DeliveryMenuCenter>
    </HeadedSection>
  );
}

function Item({ item, locale }: { item: ShownItem; locale: Locale }) {
  const t = translator('Food', locale);
  const lang = menuLanguage(locale);
  const dishLang = item.fromDish ? undefined : lang;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h4 className={styles.itemName} lang={dishLang}>
          {item.name}
        </h4>
        {item.price && <MenuPrice prices={item.price} />}
      </div>
      {item.calories && (
        <p className={styles.calories}>{t('calories', { calories: item.calories })}</p>
      )}
      {item.description && (
        <p className={styles.description} lang={dishLang}>
          {item.description}
        </p>
      )}
      {item.subItems.length > 0 && (
        <ul role="list" className={styles.subItems}>
          {item.subItems.map((sub, index) => (
            <li key={index}>
              <span className={styles.subName} lang={lang}>
                {sub.name}
              </span>
              {sub.calories && (
                <span className={styles.subCalories}>
                  {t('calories', { calories: sub.calories })}
                </span>
              )}
              <MenuPrice prices={sub.price} />
            </li>
          ))}
        </ul>
      )}
      {item.options.map((option, index) => (
        <div key={index} className={styles.option} lang={lang}>
          <p className={styles.optionTitle}>{option.title}</p>
          <ul role="list" className={styles.choices}>
            {option.items.map((choice, choiceIndex) => (
              <li key={choiceIndex}>{choice}</li>
            ))}
          </ul>
        </div>
      ))}
      {item.extra && (
        <p className={styles.extra} lang={lang}>
          {item.extra}
        </p>
      )}
    </li>
  );
}
