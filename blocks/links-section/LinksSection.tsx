import { SiteLink } from '@/components/SiteLink.client';
import type { LinksSectionProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import styles from './LinksSection.module.css';

export function LinksSection({ heading, links }: LinksSectionProps) {
  return (
    <nav className="section container" aria-label={heading ?? 'More links'}>
      {heading && <h2 className="section-heading">{heading}</h2>}
      <ul className={`${cardStyles.grid} ${styles.list}`} role="list">
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <SiteLink href={link.href} className={styles.link}>
              <span className={styles.label}>{link.label}</span>
              {link.description && <span className={styles.description}>{link.description}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
