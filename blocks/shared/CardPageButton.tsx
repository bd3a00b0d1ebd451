import type { ReactNode } from 'react';
import { CardButtonLink } from '@/components/Button/Button';

/**
 * The small button of a card that leads to the page of what the card shows (an event package, an
 * experience). Its words say what the page offers ('View Package', 'Learn More').
 */
export function CardPageButton({
  page,
  className,
  children,
}: {
  page: { path: string; title: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <CardButtonLink href={page.path} cardTitle={page.title} size="small" className={className}>
      {children}
    </CardButtonLink>
  );
}
