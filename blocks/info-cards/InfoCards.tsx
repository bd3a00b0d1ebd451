import { ButtonLink } from '@/components/Button/Button';
import { Picture } from '@/components/Picture';
import { anchorFor } from '@/lib/format';
import type { InfoCardsProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import styles from './InfoCards.module.css';

/** A heading and up to four cards, each a short fact with an illustration and a button. */
export function InfoCards({ heading, intro, cards }: InfoCardsProps) {
  const anchor = anchorFor(heading);
  return (
    <section
      id={anchor}
      className={`section ${styles.infoCards}`}
      aria-labelledby={`${anchor}-heading`}
    >
      <div className="container">
        <h2 id={`${anchor}-heading`} className="section-heading">
          {heading}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <ul className={cardStyles.grid} role="list">
          {cards.map((card) => (
            <li key={card.id} className={styles.card}>
              {card.linkImage && (
                <Picture image={card.linkImage} sizes="96px" className={styles.icon} />
              )}
              <h3 className={styles.title}>{card.title}</h3>
              {card.excerpt && <p>{card.excerpt}</p>}
              {card.cta && (
                <ButtonLink href={card.cta.href} variant="sun" size="small">
                  {card.cta.label}
                  <span className="visually-hidden">: {card.title}</span>
                </ButtonLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
