'use client';

import { useEffect, useRef } from 'react';

/**
 * Drives a native `<dialog>` as a modal: `showModal()` while `open` is true (the page behind is
 * inert), `close()` when it goes false. `openerRef` holds the element that had focus when it opened;
 * `initialFocus`, a selector inside the dialog, names what takes focus then instead of the first
 * focusable element.
 */
export function useModalDialog(open: boolean, initialFocus?: string) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  /** Closes the dialog; its `close` event then runs the owner's close handling. */
  const close = () => dialogRef.current?.close();

  return { dialogRef, openerRef, close };
}
