import { useMutation } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';

/**
 * idle → sending → complete, or failed with the submit button available again
 * (docs/rules/states.md#enquiry-forms).
 */
export type SendStatus = 'idle' | 'sending' | 'complete' | 'failed';

/**
 * A form's call as a react-query mutation that runs one at a time (it needs a QueryProvider above
 * it). `start` marks a send as begun, synchronously, so a double click or Enter in the same moment
 * cannot send twice; a failed call is logged under `failureLog` and lets the guest try again, and
 * `reset` ends a send the form is done with (its results closed).
 */
export function useSendOnce<Input, Result>(
  send: (input: Input) => Promise<Result>,
  failureLog: string,
) {
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: send,
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

  /** Marks a send as begun; false while one is under way. */
  function start(): boolean {
    if (busy.current) return false;
    busy.current = true;
    return true;
  }

  /** The form's submit: `submit` (its check, then the send), ignored while a send is under way. */
  function submitOnce(
    event: FormEvent<HTMLFormElement>,
    submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
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

  return { mutation, status, start, submitOnce, reset };
}
