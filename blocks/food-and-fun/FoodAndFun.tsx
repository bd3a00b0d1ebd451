import { Fragment } from 'react';
import { anchorFor } from '@/lib/format';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { CallToAction } from '../shared/CallToAction';
import { PromoArt } from '../shared/PromoArt';
import type { FoodAndFunProps } from './schema';
import panelStyles from '../shared/promoPanel.module.css';
import styles from './FoodAndFun.module.css';

/** 'Pizza + $20 Game Card' → the parts around each ' + ', drawn with a bubble for the plus. */
function headingParts(heading: string): string[] {
  return heading.split(/\s+\+\s+/);
}

/** A promotion of food plus games, rendered on the server only. */
export function FoodAndFun({
  heading,
  text,
  image,
  cta,
  context: { locale },
}: BlockProps<FoodAndFunProps>) {
  const anchor = anchorFor(heading);
  const parts = headingParts(heading);
  return (
    <section id={anchor} className="section container" aria-labelledby={`${anchor}-heading`}>
      <div className={`${panelStyles.panel} ${styles.promo}`}>
        <PromoArt image={image} sizes="(max-width: 991px) 90vw, 45vw" looks={styles} />
        <div className={panelStyles.copy}>
          <p className={styles.eyebrow}>{translator('Food', locale)('foodPlusFun')}</p>
          <h2 id={`${anchor}-heading`} className={styles.heading}>
            {parts.map((part, index) => (
              <Fragment key={index}>
                {index > 0 && (
                  <>
                    {' '}
                    <span className={styles.plus}>+</span>{' '}
                  </>
                )}
                <span className={styles.part}>{part}</span>
              </Fragment>
            ))}
          </h2>
          {text && <p className={styles.text}>{text}</p>}
          <CallToAction cta={cta} variant="sun" />
        </div>
      </div>
    </section>
  );
}
