'use client';

import { useId, useState, type ReactNode } from 'react';
import cardStyles from '@/components/cards.module.css';
import { EarlyClickButton } from '@/components/EarlyClicks/EarlyClickButton.client';
import styles from './CareersBenefits.module.css';

export interface BenefitCard {
  id: string;
  title: string;
  text: string;
  /** The card's icon, rendered on the server. */
  icon?: ReactNode;
}

/**
 * The benefit cards (docs/rules/states.md#careers-benefit-card). Each title is a button that
 * opens and closes its card's text (aria-expanded), so a click or a tap keeps it showing; hover
 * and keyboard focus show it too, by CSS. A closed text is hidden from assistive technology, an
 * open one is read after its button. The text shows at once, with no fade, so it is always read
 * at its full contrast; a tap made before the cards hydrate opens its card once they have.
 */
export function BenefitCards({
  benefits,
  readMore,
}: {
  benefits: BenefitCard[];
  /** The front's invitation to open a card, in the page's language. */
  readMore: string;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
      {benefits.map((benefit, index) => {
        const isOpen = open.has(benefit.id);
        const panelId = `${baseId}-benefit-${index}`;
        return (
          <li key={benefit.id} className={styles.card} data-open={isOpen}>
            <h3 className={styles.title}>
              <EarlyClickButton
                name={`benefit-${benefit.id}`}
                className={styles.toggle}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(benefit.id)}
              >
                {benefit.title}
              </EarlyClickButton>
            </h3>
            <div className={styles.stage}>
              <div className={styles.front} aria-hidden="true">
                {benefit.icon}
                <span className={styles.more}>{readMore}</span>
              </div>
              <div id={panelId} className={styles.panel}>
                <p>{benefit.text}</p>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
