'use client';

import { useRef, type KeyboardEvent } from 'react';
import {
  MAX_QUERY_LENGTH,
  centersInState,
  originFor,
  type CenterChoice,
} from '@/lib/centers/nearest';
import { usState } from '@/lib/centers/states';
import words from '@/messages/en/CenterSearch.json';
import { outcomeNear, type BeginRequest } from './useSearchOutcome.client';

export const EMPTY_QUERY = words.emptyQuery;
export const CITY_SEARCH_FAILED = words.citySearchFailed;

/**
 * The typed search: a state lists its centers, a ZIP code, center name or city its nearest ones.
 * `search` runs it; `onKeyDown` runs it on Enter instead of submitting a surrounding form.
 */
export function useQuerySearch(centers: CenterChoice[], begin: BeginRequest) {
  // Read from the element, not from state: a guest may type before the page has hydrated.
  const inputRef = useRef<HTMLInputElement>(null);

  function search() {
    const text = (inputRef.current?.value ?? '').trim();
    if (!text) {
      begin({ kind: 'message', text: EMPTY_QUERY });
      return;
    }
    const query = text.slice(0, MAX_QUERY_LENGTH);
    const inState = centersInState(query, centers);
    if (inState) {
      begin({ kind: 'found', centers: inState, place: { state: usState(query)?.name ?? query } });
      return;
    }
    const origin = originFor(query, centers);
    if (origin) {
      begin(outcomeNear(centers, origin, `“${text}”`));
      return;
    }
    // A city without a center of its own: the city table loads with the first such search.
    const report = begin({ kind: 'searching' });
    import('@/lib/centers/cities').then(
      ({ cityPosition }) => report(outcomeNear(centers, cityPosition(query, centers), `“${text}”`)),
      () => report({ kind: 'message', text: CITY_SEARCH_FAILED }),
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter would submit a surrounding form (the booking widget); here it means search.
    event.preventDefault();
    search();
  }

  return { inputRef, search, onKeyDown };
}
