import type { Ref } from 'react';
import { useSay } from '@/components/Say.client';
import { SendingStatus } from '../engine/FormParts';
import type { SendStatus } from '../engine/useSendOnce';
import parts from '../engine/FormParts.module.css';
import type { SeasonPassIds } from './ids';
import { seasonPassTexts } from './messages';
import styles from './SeasonPassForm.module.css';

export interface SubmitBarProps {
  /**
   * idle → sending → complete (the result overlay) or failed
   * (docs/rules/states.md#season-pass-form).
   */
  status: SendStatus;
  /** The message of a failed registration; empty otherwise, so the alert region stays mounted. */
  submitError: string;
  /** The result dialog returns focus to the Register button when it closes. */
  submitButtonRef: Ref<HTMLButtonElement>;
  ids: Pick<SeasonPassIds, 'submitError'>;
}

/** The Register button with the registration's progress and failure messages beside it. */
export function SubmitBar({ status, submitError, submitButtonRef, ids }: SubmitBarProps) {
  // The button stays focusable and only announces itself disabled while a registration is under
  // way or its results are shown; the form's submit handler ignores it meanwhile.
  const blocked = status === 'sending' || status === 'complete';
  const say = useSay();
  return (
    <div className={styles.submitBar}>
      <div className={styles.feedback}>
        {status === 'idle' && <p className={styles.note}>{say(seasonPassTexts.registerNote)}</p>}
        <SendingStatus sending={status === 'sending'} />
        <p id={ids.submitError} role="alert" className={parts.alert}>
          {say(submitError)}
        </p>
      </div>
      <button
        ref={submitButtonRef}
        type="submit"
        className={`${parts.submit} ${styles.register}`}
        aria-disabled={blocked || undefined}
        aria-describedby={submitError ? ids.submitError : undefined}
      >
        {say(seasonPassTexts.register)}
      </button>
    </div>
  );
}
