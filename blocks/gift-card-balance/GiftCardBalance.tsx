import { HeadedSection, headingIdFor } from '@/blocks/shared/HeadedSection';
import { anchorFor } from '@/lib/format';
import { islandTranslations, translator, type Locale } from '@/lib/i18n';
import { GIFT_CARD_FIELDS } from '@/lib/platform/giftCards';
import type { BlockProps } from '../defineBlock';
import { GiftCardBalanceIsland } from './GiftCardBalance.lazy';
import type { GiftCardBalanceProps } from './schema';
import styles from './GiftCardBalance.module.css';

/**
 * Check a gift card's balance: the back of a card, drawn to show where its number and PIN are,
 * beside the form that asks for them (docs/rules/gift-cards.md).
 */
export function GiftCardBalance({ heading, intro, context }: BlockProps<GiftCardBalanceProps>) {
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.section}`}>
      <div className={styles.layout}>
        <CardBack ids={anchorFor(heading)} locale={context.locale} />
        <div className={styles.panel}>
          <GiftCardBalanceIsland
            labelledBy={headingIdFor(heading)}
            translations={islandTranslations(['GiftCard', 'Platform'], context.locale)}
          />
        </div>
      </div>
    </HeadedSection>
  );
}

/**
 * The back of a gift card, with the number along the bottom and the PIN under the scratch panel.
 * Its ids start with the section's anchor, so two balance sections on a page keep their own.
 */
function CardBack({ ids, locale }: { ids: string; locale: Locale }) {
  const { cardNumber, pin } = GIFT_CARD_FIELDS;
  const t = translator('Blocks', locale);
  return (
    <figure className={styles.card}>
      <svg viewBox="0 0 340 214" role="img" aria-labelledby={`${ids}-card-title`}>
        <title id={`${ids}-card-title`}>
          {t('giftCardBack', { numberDigits: cardNumber.digits, pinDigits: pin.digits })}
        </title>
        <defs>
          <linearGradient id={`${ids}-card-face`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#5b2be0" />
            <stop offset="0.55" stopColor="#8a4dff" />
            <stop offset="1" stopColor="#ff3d8b" />
          </linearGradient>
          <linearGradient id={`${ids}-card-scratch`} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#cfd3dc" />
            <stop offset="0.5" stopColor="#f4f6fa" />
            <stop offset="1" stopColor="#b9bfcc" />
          </linearGradient>
        </defs>
        <rect width="340" height="214" rx="18" fill={`url(#${ids}-card-face)`} />
        <rect y="26" width="340" height="38" fill="#1b1340" />
        <circle cx="290" cy="170" r="60" fill="#ffc93c" opacity="0.25" />
        <circle cx="40" cy="200" r="34" fill="#12c2b5" opacity="0.35" />
        <rect x="22" y="84" width="140" height="34" rx="8" fill={`url(#${ids}-card-scratch)`} />
        <text x="30" y="106" fontSize="13" fontWeight="700" fill="#4a4270">
          PIN ••••
        </text>
        <text x="178" y="106" fontSize="12" fill="#ffffff">
          {t('scratchToReveal')}
        </text>
        <text x="22" y="160" fontSize="12" fill="#ffc93c" fontWeight="700">
          {t('cardNumberOnCard')}
        </text>
        <text x="22" y="184" fontSize="19" fill="#ffffff" fontFamily="monospace" letterSpacing="1">
          1234 5678 9012 3456
        </text>
      </svg>
    </figure>
  );
}
