import { SiteLink } from '@/components/SiteLink.client';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import type { LinksSectionProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import styles from './LinksSection.module.css';

export function LinksSection({ heading, links, context }: BlockProps<LinksSectionProps>) {
  return (
    <nav
      className="section container"
      aria-label={heading ?? translator('Blocks', context.locale)('moreLinks')}
    >
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
