import type { ReactNode } from 'react';
import type { ContentItem } from './contentItem';
import { LinkImage } from './LinkImage';
import cardStyles from '@/components/cards.module.css';

/**
 * A content item as one card of a card row (`CardRow`): its picture, sized for a row of three on a
 * wide screen, its tag line and title, then what the block adds below them (a price, the text, a
 * link).
 */
export function ContentItemCard({
  item,
  tagLineClassName,
  children,
}: {
  item: ContentItem;
  /** The tag line's colour in this block. */
  tagLineClassName?: string;
  children: ReactNode;
}) {
  return (
    <li className={cardStyles.card}>
      <LinkImage item={item} sizes="(max-width: 991px) 100vw, 33vw" className={cardStyles.image} />
      <div className={cardStyles.body}>
        {item.tagLine && (
          <p
            className={
              tagLineClassName ? `${cardStyles.tagLine} ${tagLineClassName}` : cardStyles.tagLine
            }
          >
            {item.tagLine}
          </p>
        )}
        <h3>{item.title}</h3>
        {children}
      </div>
    </li>
  );
}
