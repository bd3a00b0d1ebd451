import { SiteLink } from '@/components/SiteLink.client';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import type { SitemapLinksProps } from './schema';
import styles from './SitemapLinks.module.css';

/** Every corner of the site at a glance, grouped the way guests think about it. */
export function SitemapLinks({ heading, groups, context }: BlockProps<SitemapLinksProps>) {
  return (
    <nav
      className="section container"
      aria-label={heading ?? translator('Chrome', context.locale)('siteMap')}
    >
      {heading && <h2 className={styles.heading}>{heading}</h2>}
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`sitemap-${group.id}`}>
            <h3 id={`sitemap-${group.id}`} className={styles.groupTitle}>
              {group.title}
            </h3>
            <ul className={styles.list} role="list">
              {group.links.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
