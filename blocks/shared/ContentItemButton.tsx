import { CardButtonLink, type ButtonVariant } from '@/components/Button/Button';
import type { ContentItem } from './contentItem';

/**
 * A content item's call to action, the link its editor gave it, as the small button of its card.
 * An item without one has no button.
 */
export function ContentItemButton({
  item,
  variant,
  className,
}: {
  item: Pick<ContentItem, 'title' | 'cta'>;
  /** The button that stands out on this block's card. */
  variant: ButtonVariant;
  className?: string;
}) {
  if (!item.cta) return null;
  return (
    <CardButtonLink
      href={item.cta.href}
      cardTitle={item.title}
      variant={variant}
      size="small"
      className={className}
    >
      {item.cta.label}
    </CardButtonLink>
  );
}
