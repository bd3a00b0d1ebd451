import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePicker } from '@/stores/deliveryCenterPicker';
import { useSite } from '@/stores/site';
import { installDialogPolyfill } from './dialog';

/**
 * For the tests of the delivery center picker and its islands, called at a test file's top level:
 * before each test the dialog polyfill, no stored delivery center and the picker closed; after
 * it, the polyfill taken away.
 */
export function resetDeliveryPickerEachTest() {
  let removeDialogPolyfill: () => void;
  beforeEach(async () => {
    removeDialogPolyfill = installDialogPolyfill();
    localStorage.clear();
    await useSite.persist.rehydrate();
    useSite.setState({ deliveryCenter: undefined });
    usePicker.setState({ open: false, opener: null });
  });
  afterEach(() => removeDialogPolyfill());
}

/** Renders blocks on a delivery page, with the h1 the picker may send focus to, and a user. */
export function renderOnDeliveryPage(children: ReactNode) {
  const user = userEvent.setup();
  const view = render(
    <main>
      <h1>Delivery</h1>
      {children}
    </main>,
  );
  return { ...view, user };
}

export const deliveryPicker = () => screen.getByRole('dialog', { name: 'Choose your center' });

/** Picks a state and a center in the open picker and submits, waiting for it to close. */
export async function chooseDeliveryCenter(
  user: ReturnType<typeof userEvent.setup>,
  state: string,
  center: string,
) {
  await user.selectOptions(within(deliveryPicker()).getByLabelText('State'), state);
  await user.selectOptions(within(deliveryPicker()).getByLabelText('Center'), center);
  await user.click(within(deliveryPicker()).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
