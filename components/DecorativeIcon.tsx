import type { ReactNode } from 'react';

/**
 * An inline SVG picture that only decorates: the text or the label beside it says what it means,
 * so screen readers skip it, and `focusable="false"` keeps old Edge and IE from adding it to the
 * tab order. Without a size it takes the one its class gives it.
 */
export function DecorativeIcon({
  viewBox,
  size,
  className,
  children,
}: {
  viewBox: string;
  size?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox={viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
