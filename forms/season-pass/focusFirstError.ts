import type { RefObject } from 'react';
import type { FieldErrors, UseFormSetFocus } from 'react-hook-form';
import type { SeasonPassFormInput } from './schema';

const GUEST_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'location'] as const;

/**
 * After a refused submit, focus goes to the first invalid field in screen order: the cards, then
 * the guest's details. A problem with the list as a whole (no card filled) focuses the first card,
 * or the add button when there is no card.
 */
export function focusFirstError(
  invalid: FieldErrors<SeasonPassFormInput>,
  {
    cardCount,
    setFocus,
    addCardButton,
  }: {
    cardCount: number;
    setFocus: UseFormSetFocus<SeasonPassFormInput>;
    addCardButton: RefObject<HTMLButtonElement | null>;
  },
) {
  const cardIndex = Array.from({ length: cardCount }).findIndex(
    (_, index) => invalid.cards?.[index]?.number,
  );
  const field = GUEST_FIELDS.find((name) => invalid[name]);
  if (cardIndex >= 0) setFocus(`cards.${cardIndex}.number`);
  else if (invalid.cards && cardCount > 0) setFocus('cards.0.number');
  else if (invalid.cards) addCardButton.current?.focus();
  else if (field) setFocus(field);
}
