'use client';

import { useEffect, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { canAddCard, removeCard } from './cards';
import type { SeasonPassFormMethods } from './formMethods';

/**
 * The card entry area's list: cards added up to the limit and removed one at a time. A removal
 * moves focus, once the list has rendered without the card, to the card now in its place (or the
 * last one), or to the add button when no card is left.
 */
export function useCardList({
  control,
  getValues,
  setFocus,
  trigger,
  formState,
}: SeasonPassFormMethods) {
  const { fields: cards, append, replace } = useFieldArray({ control, name: 'cards' });
  const { isSubmitted } = formState;
  const addCardButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'add') addCardButton.current?.focus();
    else setFocus(`cards.${target}.number`);
  }, [cards, setFocus]);

  function addCard() {
    if (!canAddCard(cards.length)) return;
    append({ number: '' });
  }

  function removeCardAt(index: number) {
    const next = removeCard(getValues('cards'), index);
    replace(next);
    pendingFocus.current = next.length === 0 ? 'add' : Math.min(index, next.length - 1);
    if (isSubmitted) void trigger('cards');
  }

  return { cards, replaceCards: replace, addCardButton, addCard, removeCardAt };
}
