import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { maskCardNumber } from './cards';

export interface BarcodePrefillProps {
  onBarcode: (barcode: string) => void;
}

/**
 * Reads ?barcode= (masked to a card number) and hands it to the form once it is known. It renders
 * nothing; it is a component of its own so that only it, not the whole form, sits under the
 * Suspense boundary that useSearchParams needs.
 */
export function BarcodePrefill({ onBarcode }: BarcodePrefillProps) {
  const barcode = maskCardNumber(useSearchParams().get('barcode') ?? '');
  useEffect(() => {
    if (barcode) onBarcode(barcode);
  }, [barcode, onBarcode]);
  return null;
}
