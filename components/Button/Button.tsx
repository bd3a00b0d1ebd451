import { SiteLink } from '@/components/SiteLink.client';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { isInternalHref } from '@/lib/links';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'sun' | 'pink' | 'outline' | 'light';

interface Look {
  variant?: ButtonVariant;
  size?: 'regular' | 'small';
  className?: string;
}

function classes({ variant = 'primary', size = 'regular', className }: Look) {
  return [styles.button, styles[variant], size === 'small' && styles.small, className]
    .filter(Boolean)
    .join(' ');
}

export function ButtonLink({
  href,
  children,
  onClick,
  ...look
}: Look & { href: string; children: ReactNode; onClick?: () => void }) {
  if (isInternalHref(href)) {
    return (
      <SiteLink href={href} className={classes(look)} onClick={onClick}>
        {children}
      </SiteLink>
    );
  }
  return (
    <a href={href} className={classes(look)} rel="noopener noreferrer" onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * A card's button. The cards of a row often share their button's words ('Book Now'), so screen
 * readers also hear which card it belongs to ('Book Now: Laser Tag').
 */
export function CardButtonLink({
  cardTitle,
  children,
  ...link
}: Look & { href: string; cardTitle: string; children: ReactNode }) {
  return (
    <ButtonLink {...link}>
      {children}
      <span className="visually-hidden">: {cardTitle}</span>
    </ButtonLink>
  );
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes({ variant, size, className })} {...props} />;
}
