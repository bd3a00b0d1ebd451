'use client';

import { useId, type ReactNode, type RefObject } from 'react';
import { DecorativeIcon } from '../DecorativeIcon';
import { useModalDialog } from '../Dialog/useModalDialog.client';
import dialogStyles from '../Dialog/Dialog.module.css';
import styles from './ConfirmationOverlay.module.css';

/** 'pass': a neutral look for a list of passes; 'success' and 'failure': the outcome's colour and icon. */
export type ConfirmationLook = 'pass' | 'success' | 'failure';

/** One line of the pass list, e.g. 'Pass # 12345678901' with 'Successful'. */
export interface PassLine {
  id: string;
  label: string;
  outcome: 'success' | 'failure';
  /** A short status shown as a badge. */
  statusText: string;
  /** A sentence under the line, such as why it failed. */
  detail?: string;
}

export interface ConfirmationOverlayProps {
  open: boolean;
  look: ConfirmationLook;
  heading: string;
  /** Called once the dialog has closed: by its Close button, by Escape, or after `open` went false. */
  onClose: () => void;
  /** Paragraphs under the heading. */
  children?: ReactNode;
  passes?: readonly PassLine[];
  /** The accessible name of the pass list. */
  passesLabel?: string;
  closeLabel?: string;
  /**
   * Where focus goes when the dialog closes; by default the element that had focus when it opened.
   * Give it when that element may have lost focus meanwhile (a button disabled while a call ran).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const ICONS: Record<ConfirmationLook, ReactNode> = {
  success: <path d="M14 25.5l7.5 7.5L35 17" />,
  failure: (
    <>
      <path d="M24 13v14" />
      <path d="M24 34.5v.5" />
    </>
  ),
  pass: (
    <>
      <path d="M9 16a3 3 0 0 1 3-3h24a3 3 0 0 1 3 3v4a4 4 0 0 0 0 8v4a3 3 0 0 1-3 3H12a3 3 0 0 1-3-3v-4a4 4 0 0 0 0-8z" />
      <path d="M28 15v3M28 22.5v3M28 30v3" />
    </>
  ),
};

/**
 * A modal confirmation on the native `<dialog>` (opened with `showModal()`): the page behind is
 * inert, focus moves into the dialog, Escape and the Close button close it, and focus goes back
 * where the guest was. Named by its heading.
 */
export function ConfirmationOverlay({
  open,
  look,
  heading,
  onClose,
  children,
  passes,
  passesLabel = 'Passes',
  closeLabel = 'Close',
  returnFocusRef,
}: ConfirmationOverlayProps) {
  const { dialogRef, openerRef, close } = useModalDialog(open);
  const headingId = useId();

  function handleClose() {
    const target = returnFocusRef?.current ?? openerRef.current;
    openerRef.current = null;
    onClose();
    if (target?.isConnected) target.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      className={`${dialogStyles.dialog} ${styles.overlay} ${styles[look]}`}
      aria-labelledby={headingId}
      onClose={handleClose}
    >
      <div className={styles.banner}>
        <DecorativeIcon className={dialogStyles.icon} viewBox="0 0 48 48" size={72}>
          <circle cx="24" cy="24" r="23" className={dialogStyles.iconDisc} />
          <g className={styles.iconMark}>{ICONS[look]}</g>
        </DecorativeIcon>
      </div>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {children && <div className={styles.message}>{children}</div>}
        {passes && passes.length > 0 && (
          <ul className={styles.passes} role="list" aria-label={passesLabel}>
            {passes.map((pass) => (
              <li
                key={pass.id}
                className={`${styles.pass} ${pass.outcome === 'success' ? styles.passSuccess : styles.passFailure}`}
              >
                <span className={styles.passLabel}>{pass.label}</span>
                <span className={styles.status}>{pass.statusText}</span>
                {pass.detail && <span className={styles.detail}>{pass.detail}</span>}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          {/* A plain button, not a method="dialog" form: the dialog may sit inside a page's form. */}
          <button type="button" className={styles.close} onClick={close}>
            {closeLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
