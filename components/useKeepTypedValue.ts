import { useLayoutEffect, type RefObject } from 'react';

/**
 * What the guest typed into a server-rendered field before its island hydrated: React keeps the
 * typed text on screen but starts from the server's value, so the figures beside it would not
 * follow. Read once, in the hydrating commit, and taken into the island's state when it differs.
 */
export function useKeepTypedValue(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  setValue: (typed: string) => void,
) {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
    // Once: later, the field's own change events keep the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
