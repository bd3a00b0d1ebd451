import type { ComponentPropsWithRef } from 'react';
import { useSay } from '@/components/Say.client';
import { engineMessages } from './messages';
import styles from './FormParts.module.css';

/** The note above a form's fields: what the asterisk means; `className` places it in the form. */
export function RequiredNote({ className }: { className?: string }) {
  const say = useSay();
  const { start, asterisk, end } = engineMessages.requiredNote;
  return (
    <p className={[styles.requiredNote, className].filter(Boolean).join(' ')}>
      {say(start)} <span aria-hidden="true">*</span>
      <span className="visually-hidden">{say(asterisk)}</span> {say(end)}
    </p>
  );
}

export type HoneypotFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'tabIndex' | 'autoComplete' | 'aria-hidden'
> & { id: string };

/**
 * The honeypot `website`: hidden from people and assistive technology, so only bots fill it in
 * (the route then drops the request, docs/decisions/0006-platform-layer.md).
 */
export function HoneypotField({ id, ...input }: HoneypotFieldProps) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Website (leave empty)</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" {...input} />
    </div>
  );
}

/**
 * 'Sending' with a spinner while a form's call is under way; empty otherwise, so the status region
 * stays in the page and is heard when it fills.
 */
export function SendingStatus({ sending }: { sending: boolean }) {
  const say = useSay();
  return (
    <p role="status" className={styles.status}>
      {sending && (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {say(engineMessages.sending)}
        </>
      )}
    </p>
  );
}
