import { formatPrice } from '@/lib/format';
import { translator, type Locale } from '@/lib/i18n';
import {
  FACILITATOR_FEE,
  MINIMUM_GUESTS,
  PIZZA_LAB_EXTRA,
  PRICING,
  type AddOnId,
} from './programme';
import styles from './PlayAcademy.module.css';

/** Each add-on's name and what it is, in the catalogue. */
const ADD_ON_WORDS = {
  timeCards: { name: 'timeCards', what: 'timeCardsWhat' },
  hiFiveCards: { name: 'hiFiveCards', what: 'hiFiveCardsWhat' },
  kidsMenu: { name: 'kidsMenu', what: 'kidsMenuWhat' },
  mealTicket: { name: 'mealTicket', what: 'mealTicketWhat' },
} as const satisfies Record<AddOnId, object>;

/** What the Scholarship Pack includes: the pricing panel lists it, the search engines' offer too. */
export function scholarshipIncludes(locale: Locale): string[] {
  const t = translator('Events', locale);
  return [
    t('scholarshipLabs'),
    t('scholarshipPass'),
    t('scholarshipGameCard', { price: formatPrice(PRICING.info.gameCard) }),
  ];
}

/**
 * The pricing panel (docs/rules/content-and-data.md#pricing-column): the price per person by the
 * number of labs, the Scholarship Pack and the add-ons, then the programme's legal text.
 */
export function ProgrammePricing({ locale }: { locale: Locale }) {
  const t = translator('Events', locale);
  const perPerson = <span className={styles.unit}>{t('perPerson')}</span>;
  return (
    <>
      <section className={`container ${styles.pricing}`} aria-labelledby="play-academy-pricing">
        <div className={styles.priceColumn}>
          <h2 id="play-academy-pricing" className={styles.pricingHeading}>
            {t('pricingHeading')}
          </h2>
          <dl className={styles.breakdown}>
            {PRICING.lab_pricing_breakdown.map((row) => (
              <div key={row.labs} className={styles.breakdownRow}>
                <dt>{t('labCount', { count: row.labs })}</dt>
                <dd>
                  {formatPrice(row.price)} {perPerson}
                </dd>
              </div>
            ))}
          </dl>
          <p>
            {t('pricingText', { minimum: MINIMUM_GUESTS, price: formatPrice(PIZZA_LAB_EXTRA) })}
          </p>
          <p className={styles.small}>
            {t('pricingLegal')} {t('facilitatorFee', { fee: formatPrice(FACILITATOR_FEE) })}
          </p>
        </div>
        <div className={styles.scholarship}>
          <h3>{translator('PlayAcademyEstimate', locale)('scholarshipPack')}</h3>
          <p className={styles.bigPrice}>
            {formatPrice(PRICING.info.pricing)} {perPerson}
          </p>
          <p>{t('scholarshipText')}</p>
          <ul>
            {scholarshipIncludes(locale).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className={styles.addons}>
          <h3>{t('addOnsHeading')}</h3>
          <ul role="list">
            {PRICING.addons.map((item) => (
              <li key={item.id}>
                <span className={styles.addonName}>{t(ADD_ON_WORDS[item.id].name)}</span>
                <span className={styles.addonWhat}>{t(ADD_ON_WORDS[item.id].what)}</span>
                <span className={styles.addonPrice}>
                  {formatPrice(item.price)} {perPerson}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <p className={`container ${styles.legal}`}>{t('legal', { minimum: MINIMUM_GUESTS })}</p>
    </>
  );
}
