// @vitest-environment jsdom
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeliveryCenterPicker } from '@/components/DeliveryCenterPicker/DeliveryCenterPicker.client';
import {
  DeliveryCenterPickerHost,
  PickerButton,
} from '@/components/DeliveryCenterPicker/useDeliveryCenter.client';
import { useSite } from '@/stores/site';
import {
  deliveryPicker as picker,
  resetDeliveryPickerEachTest,
} from '@/tests/support/deliveryPage';
import { DELIVERY_CENTERS, TEMPE } from './fixtures';

resetDeliveryPickerEachTest();

/** A page with the picker behind a button, as an island uses it. */
function Harness({
  storedId,
  onSubmit = () => undefined,
  onClose = () => undefined,
}: {
  storedId?: string;
  onSubmit?: (id: string) => void;
  onClose?: () => void;
}) {
  // As the page's picker store (stores/deliveryCenterPicker.ts): whether it is open, which opening, from where.
  const [shown, setShown] = useState({
    open: false,
    session: 0,
    opener: null as HTMLElement | null,
  });
  return (
    <main>
      <h1>Delivery</h1>
      <button
        type="button"
        onClick={(event) =>
          setShown({ open: true, session: shown.session + 1, opener: event.currentTarget })
        }
      >
        Change center
      </button>
      <DeliveryCenterPicker
        {...shown}
        centers={DELIVERY_CENTERS}
        storedId={storedId}
        onSubmit={onSubmit}
        onClose={() => {
          setShown((current) => ({ ...current, open: false }));
          onClose();
        }}
      />
    </main>
  );
}

const stateSelect = () => within(picker()).getByLabelText('State');
const centerSelect = () => within(picker()).getByLabelText('Center');
const submit = () => within(picker()).queryByRole('button', { name: 'Submit' });

async function openPicker(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Change center' }));
  return user;
}

describe('DeliveryCenterPicker', () => {
  it('is a closed dialog until opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal named by its title and described by its intro, focus on the state', async () => {
    await openPicker();
    expect(picker()).toHaveAttribute('open');
    expect(picker()).toHaveAccessibleDescription(/Pick your state, then your center\./);
    expect(within(picker()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Choose your center',
    );
    expect(stateSelect()).toHaveFocus();
  });

  it('offers centers only once a state is chosen, and Submit only once a center is', async () => {
    const user = await openPicker();
    expect(centerSelect()).toBeDisabled();
    expect(submit()).not.toBeInTheDocument();

    await user.selectOptions(stateSelect(), 'Arizona');
    expect(centerSelect()).toBeEnabled();
    expect(within(centerSelect()).getByRole('group', { name: 'Arizona' })).toBeInTheDocument();
    expect(submit()).not.toBeInTheDocument();

    await user.selectOptions(centerSelect(), 'Tempe');
    expect(submit()).toBeVisible();
  });

  it('resets the center and hides Submit when the state changes', async () => {
    const user = await openPicker();
    await user.selectOptions(stateSelect(), 'Arizona');
    await user.selectOptions(centerSelect(), 'Tempe');
    await user.selectOptions(stateSelect(), 'Texas');
    expect(centerSelect()).toHaveValue('');
    expect(submit()).not.toBeInTheDocument();
    expect(
      [...centerSelect().querySelectorAll('option')].map((option) => option.textContent),
    ).toEqual(['Select a center', 'Plano']);

    await user.selectOptions(stateSelect(), '');
    expect(centerSelect()).toBeDisabled();
  });

  it('submits the chosen center, closes and gives focus back to the opener', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    const user = await openPicker({ onSubmit, onClose });
    await user.selectOptions(stateSelect(), 'Oklahoma');
    await user.selectOptions(centerSelect(), 'Tulsa');
    await user.click(submit()!);

    expect(onSubmit).toHaveBeenCalledWith('232');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change center' })).toHaveFocus();
  });

  it('is operated from the keyboard: Tab from the center to Submit, then Enter', async () => {
    const onSubmit = vi.fn();
    const user = await openPicker({ onSubmit });
    await user.selectOptions(stateSelect(), 'Arizona');
    await user.selectOptions(centerSelect(), 'Chandler');
    centerSelect().focus();
    await user.tab();
    expect(submit()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('102');
  });

  it('closes on Escape and on Close without submitting', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    const user = await openPicker({ onSubmit, onClose });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Change center' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Change center' }));
    await user.click(within(picker()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts each opening from the stored center, forgetting an unsubmitted choice', async () => {
    const user = await openPicker({ storedId: TEMPE.id });
    expect(stateSelect()).toHaveValue('Arizona');
    expect(centerSelect()).toHaveValue('101');
    expect(submit()).toBeVisible();

    await user.selectOptions(stateSelect(), 'Texas');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Change center' }));
    expect(stateSelect()).toHaveValue('Arizona');
    expect(centerSelect()).toHaveValue('101');
  });
});

describe('DeliveryCenterPickerHost', () => {
  it('draws one picker for the page however many islands host it, opened by itself', async () => {
    render(
      <main>
        <h1>Delivery</h1>
        <DeliveryCenterPickerHost centers={DELIVERY_CENTERS} />
        <DeliveryCenterPickerHost centers={DELIVERY_CENTERS} />
      </main>,
    );
    await waitFor(() => expect(picker()).toHaveAttribute('open'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('stays closed for a guest with a delivery center, until a picker button opens it', async () => {
    useSite.setState({ deliveryCenter: TEMPE.id });
    const user = userEvent.setup();
    render(
      <main>
        <h1>Delivery</h1>
        <PickerButton name="test">Change center</PickerButton>
        <DeliveryCenterPickerHost centers={DELIVERY_CENTERS} />
      </main>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change center' }));
    expect(picker()).toHaveAttribute('open');
    await user.selectOptions(stateSelect(), 'Texas');
    await user.selectOptions(centerSelect(), 'Plano');
    await user.click(submit()!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSite.getState().deliveryCenter).toBe('256');
    expect(screen.getByRole('button', { name: 'Change center' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Plano, TX is now your delivery center.');
  });

  it('keeps the delivery center in localStorage, for the next page and visit', async () => {
    useSite.getState().setDeliveryCenter('232');
    expect(JSON.parse(localStorage.getItem('spark-alley-site')!).state.deliveryCenter).toBe('232');
  });
});
