import { useMutation } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';

/**
 * idle → sending → complete, or failed with the submit button available again
 * (docs/rules/states.md#enquiry-forms).
 */
export type SendStatus = 'idle' | 'sending' | 'complete' | 'failed';

export interface SendOnceOptions<Input, Result> {
  /** Logged with the error of a failed call, so every form's failures read alike. */
  failureLog: string;
  /** What a successful call leads to (the next step, say), with its answer. */
  onSent?: (result: Result, input: Input) => void;
  /**
   * The form shows its answer beside itself and may be sent again at once (a balance check).
   * Any other form stays sent until `reset`: a press while its thank-you or next step is coming
   * must not send it a second time.
   */
  repeatable?: boolean;
}

/**
 * The one way a form sends: its call as a react-query mutation (it needs a QueryProvider above it)
 * that runs once at a time. `sendOnce` marks the send as begun synchronously, so two submits in
 * the same moment (a double click, Enter and a click) send once even when both pass the form's
 * checks; `submitOnce` skips the checks while a send is under way. A failed call is logged under
 * `failureLog` and lets the guest try again; `reset` ends a send the form is done with (its results
 * closed).
 */
export function useSendOnce<Input, Result>(
  send: (input: Input) => Promise<Result>,
  { failureLog, onSent, repeatable = false }: SendOnceOptions<Input, Result>,
) {
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess(result, input) {
      if (repeatable) busy.current = false;
      onSent?.(result, input);
    },
    onError(error) {
      busy.current = false;
      console.error(failureLog, error);
    },
  });
  const status: SendStatus = mutation.isPending
    ? 'sending'
    : mutation.isSuccess
      ? 'complete'
      : mutation.isError
        ? 'failed'
        : 'idle';

  /**
   * Sends the checked input, unless a send is under way (or done, for a form sent once); says
   * whether it did.
   */
  function sendOnce(input: Input): boolean {
    if (busy.current) return false;
    busy.current = true;
    mutation.mutate(input);
    return true;
  }

  /** The form's submit: `submit` (its checks, then `sendOnce`), skipped while a send is under way. */
  function submitOnce(
    event: FormEvent<HTMLFormElement>,
    submit: (event: FormEvent<HTMLFormElement>) => unknown,
  ) {
    if (busy.current) {
      event.preventDefault();
      return;
    }
    void submit(event);
  }

  function reset() {
    busy.current = false;
    mutation.reset();
  }

  return {
    status,
    /** The answer of the last successful call. */
    result: mutation.data,
    /** Why the last call failed. */
    error: mutation.error,
    sendOnce,
    submitOnce,
    reset,
  };
}
