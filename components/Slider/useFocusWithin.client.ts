'use client';

import { useEffect, useState, type RefObject } from 'react';

/** Whether focus is inside `rootRef`'s element, focus on `exceptRef`'s element not counted. */
export function useFocusWithin(
  rootRef: RefObject<HTMLElement | null>,
  exceptRef: RefObject<HTMLElement | null>,
): boolean {
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      setFocused(event.target !== exceptRef.current);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [rootRef, exceptRef]);

  return focused;
}
