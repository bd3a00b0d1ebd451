'use client';

import { useCallback, useRef } from 'react';
import type { CardEntry } from './cards';
import type { SeasonPassFormMethods } from './formMethods';

/**
 * What to do with the barcode of the address (`BarcodePrefill` reads it): it fills the first card,
 * or a first card when the guest removed every card, unless the guest already typed another
 * number there. A barcode that changes replaces the one it filled in before.
 */
export function useBarcodePrefill(
  { getValues, setValue }: SeasonPassFormMethods,
  replaceCards: (cards: CardEntry[]) => void,
) {
  const prefilled = useRef('');
  return useCallback(
    (barcode: string) => {
      const first = getValues('cards')[0];
      if (!first) {
        replaceCards([{ number: barcode }]);
      } else if (first.number === '' || first.number === prefilled.current) {
        setValue('cards.0.number', barcode, { shouldDirty: true });
      } else {
        return;
      }
      prefilled.current = barcode;
    },
    [getValues, replaceCards, setValue],
  );
}
