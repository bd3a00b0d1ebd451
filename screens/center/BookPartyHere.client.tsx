'use client';

import { ButtonLink } from '@/components/Button/Button';
import { BOOKING_WIDGET_HREF } from '@/lib/sitePaths';
import { useSite } from '@/stores/site';

/**
 * Book a Party from a center's page: the center becomes the guest's, so the booking widget it
 * leads to starts with it chosen, as the same link on a Find a Location card does.
 */
export function BookPartyHere({
  centerId,
  label,
  where,
}: {
  centerId: string;
  /** 'Book a Party' and, for screen readers, 'at Tempe', in the page's language. */
  label: string;
  where: string;
}) {
  const bookPartyAt = useSite((state) => state.bookPartyAt);
  return (
    <ButtonLink href={BOOKING_WIDGET_HREF} variant="sun" onClick={() => bookPartyAt(centerId)}>
      {label} <span className="visually-hidden">{where}</span>
    </ButtonLink>
  );
}
