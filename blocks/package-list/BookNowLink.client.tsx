'use client';

import type { MouseEvent, ReactNode } from 'react';
import { MANUAL_SCROLL_ATTRIBUTE } from '@/components/AnchorScroll.client';
import { scrollToAnchor } from '@/components/anchorScroll';
import { BOOKING_WIDGET_ID } from '@/lib/sitePaths';
import { useBookingFlow } from '@/stores/bookingFlow';

interface BookNowLinkProps {
  packageAnchor: string;
  className?: string;
  children: ReactNode;
}

/**
 * Book Now on a package card: remembers the package for the booking flow and glides to the booking
 * widget. Without JavaScript it is a plain link to the widget's anchor.
 */
export function BookNowLink({ packageAnchor, className, children }: BookNowLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    useBookingFlow.getState().choosePackage(packageAnchor);
    // Without the widget on the page the browser's own fragment handling is the honest fallback.
    if (!document.getElementById(BOOKING_WIDGET_ID)) return;
    event.preventDefault();
    void scrollToAnchor(BOOKING_WIDGET_ID);
  }

  return (
    <a
      href={`#${BOOKING_WIDGET_ID}`}
      className={className}
      onClick={onClick}
      {...{ [MANUAL_SCROLL_ATTRIBUTE]: 'manual' }}
    >
      {children}
    </a>
  );
}
