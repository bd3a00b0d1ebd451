import { act, fireEvent } from '@testing-library/react';

/**
 * A double click, or Enter and a click, landing in the same moment: the form is submitted twice
 * before React renders anything in between, so the second submit cannot see that the first began.
 * The checks and calls the submits start are let run before it returns.
 */
export async function submitTwiceInOneTick(form: HTMLElement) {
  await act(async () => {
    fireEvent.submit(form);
    fireEvent.submit(form);
  });
}
