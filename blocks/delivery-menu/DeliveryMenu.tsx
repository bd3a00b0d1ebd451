import { getDishes } from '@/lib/cms';
import { islandTranslations, translator, type Locale } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { HeadedSection } from '../shared/HeadedSection';
import { deliveryCenters } from './deliveryCenters';
import { DeliveryMenuCenter, MenuPrice } from './DeliveryMenu.lazy';
import { menuTextIn, withDish, type MenuText, type ShownItem } from './menu';
import type { DeliveryMenuProps } from './schema';
import styles from './DeliveryMenu.module.css';

/** Each section's colour, in turn. */
const TONES = ['grape', 'pink', 'orange', 'teal', 'sun', 'sky'] as const;

const sectionAnchor = (id: string) => `menu-${id}`;

/*
 * The menu document (sections, sizes, options, notes) is shared by every language: it holds the
 * prices, which must not be written twice. Its words come translated from `menuWords`; the
 * dishes' names and descriptions come from the food menu, translated with it.
 */
type Say = (text: string) => MenuText;

/**
 * The delivery menu: rendered here, on the server, with every price at the guest's delivery
 * center's tier filled in by the island once the guest has one (never a price of another tier).
 * The island also shows the chosen center, or the prompt to choose one, and the center picker.
 */
export async function DeliveryMenu({
  heading,
  intro,
  menu,
  menuWords,
  context,
}: BlockProps<DeliveryMenuProps>) {
  const { locale } = context;
  const t = translator('Food', locale);
  const say = menuTextIn(menuWords, locale);
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
            <div className={styles.boardHead}>
              {menu.title && <Words as="p" className={styles.boardTitle} {...say(menu.title)} />}
              {menu.subtitle && (
                <Words as="p" className={styles.boardSubtitle} {...say(menu.subtitle)} />
              )}
            </div>
          )}
          {sections.length > 1 && (
            <nav className={styles.jump} aria-label={t('menuSections')}>
              <ul role="list">
                {sections.map((section, index) => {
                  const title = say(section.title);
                  return (
                    <li key={section.id}>
                      <a
                        href={`#${sectionAnchor(section.id)}`}
                        className={styles[TONES[index % TONES.length]!]}
                        lang={title.lang}
                      >
                        {title.text}
                      </a>
                    </li>
                  );
                })}
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
              <Words
                as="h3"
                id={`${sectionAnchor(section.id)}-heading`}
                className={styles.sectionTitle}
                {...say(section.title)}
              />
              <ul role="list" className={styles.items}>
                {section.items.map((item, itemIndex) => (
                  <Item key={itemIndex} item={item} locale={locale} say={say} />
                ))}
              </ul>
            </section>
          ))}
          {menu.legal && <Words as="p" className={styles.legal} {...say(menu.legal)} />}
        </div>
      </DeliveryMenuCenter>
    </HeadedSection>
  );
}

/** A text of the menu in its element, marked with its language when not the page's. */
function Words({
  as: Element,
  text,
  lang,
  ...attributes
}: MenuText & { as: 'p' | 'h3' | 'h4' | 'span' | 'li'; id?: string; className?: string }) {
  return (
    <Element lang={lang} {...attributes}>
      {text}
    </Element>
  );
}

function Item({ item, locale, say }: { item: ShownItem; locale: Locale; say: Say }) {
  const t = translator('Food', locale);
  const own = (text: string) => (item.fromDish ? { text } : say(text));
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <Words as="h4" className={styles.itemName} {...own(item.name)} />
        {item.price && <MenuPrice prices={item.price} />}
      </div>
      {item.calories && (
        <p className={styles.calories}>{t('calories', { calories: item.calories })}</p>
      )}
      {item.description && (
        <Words as="p" className={styles.description} {...own(item.description)} />
      )}
      {item.subItems.length > 0 && (
        <ul role="list" className={styles.subItems}>
          {item.subItems.map((sub, index) => (
            <li key={index}>
              <Words as="span" className={styles.subName} {...say(sub.name)} />
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
        <div key={index} className={styles.option}>
          <Words as="p" className={styles.optionTitle} {...say(option.title)} />
          <ul role="list" className={styles.choices}>
            {option.items.map((choice, choiceIndex) => (
              <Words key={choiceIndex} as="li" {...say(choice)} />
            ))}
          </ul>
        </div>
      ))}
      {item.extra && <Words as="p" className={styles.extra} {...say(item.extra)} />}
    </li>
  );
}
