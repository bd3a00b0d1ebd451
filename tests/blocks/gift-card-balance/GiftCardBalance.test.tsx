// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { GiftCardBalance } from '@/blocks/gift-card-balance/GiftCardBalance';
import { GiftCardBalanceIsland } from '@/blocks/gift-card-balance/GiftCardBalance.client';
import { giftCardBalanceSchema } from '@/blocks/gift-card-balance/schema';
import { stubFetchEachTest } from '@/tests/support/fetch';
import { submitTwiceInOneTick } from '@/tests/support/submitTwice';

const fetchMock = stubFetchEachTest();
afterEach(() => vi.restoreAllMocks());

const NOT_FOUND =
  'We could not find a gift card with that number and PIN. Please check both and try again.';

function renderBlock() {
  render(
    <GiftCardBalance
      {...giftCardBalanceSchema.parse({
        heading: 'Check Your Balance',
        intro: 'Enter the card number and the PIN from the back of your gift card.',
      })}
      context={PUBLISHED_ENGLISH}
    />,
  );
  return {
    form: screen.getByRole('form', { name: 'Check Your Balance' }),
    cardNumber: screen.getByRole('textbox', { name: 'Card number' }),
    pin: screen.getByRole('textbox', { name: 'PIN' }),
    submit: screen.getByRole('button', { name: 'Check Balance' }),
  };
}

const answer = (status: number, body: unknown) => Promise.resolve(Response.json(body, { status }));

describe('gift card balance block', () => {
  it('shows where the number and the PIN are on the back of a card', () => {
    renderBlock();
    expect(screen.getByRole('img', { name: /16-digit card number.*4-digit PIN/ })).toBeVisible();
  });

  it('keeps only the digits of what the guest types, up to 16 and 4', async () => {
    const user = userEvent.setup();
    const { cardNumber, pin } = renderBlock();

    await user.type(cardNumber, '6035 7100-0000 0001 99');
    await user.type(pin, '12a345');

    expect(cardNumber).toHaveValue('6035710000000001');
    expect(pin).toHaveValue('1234');
  });

  it('names what is missing, on the fields, without asking the platform', async () => {
    const user = userEvent.setup();
    const { cardNumber, pin, submit } = renderBlock();

    await user.type(cardNumber, '60357100');
    await user.click(submit);

    expect(cardNumber).toHaveAccessibleDescription(
      expect.stringContaining('Gift card numbers are 16 digits (0-9).'),
    );
    expect(pin).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the 4-digit PIN from the back of the card.'),
    );
    expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
    expect(cardNumber).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the site’s route with the number and PIN, and shows the balance in dollars', async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(answer(200, { balance: 112.5 }));
    const { cardNumber, pin, submit } = renderBlock();

    await user.type(cardNumber, '6035710000000002');
    await user.type(pin, '5678');
    await user.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Card ending in 0002 has $112.50 left to play with.',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/gift-cards/balance/');
    expect(JSON.parse(String(init?.body))).toEqual({ cardNumber: '6035710000000002', pin: '5678' });
  });

  it('says the route’s message when the card is not found, logs it, and lets the guest try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    fetchMock
      .mockReturnValueOnce(answer(422, { error: NOT_FOUND }))
      .mockReturnValueOnce(answer(200, { balance: 0 }));
    const { cardNumber, pin, submit } = renderBlock();

    await user.type(cardNumber, '6035710000000003');
    await user.type(pin, '1111');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(logged).toHaveBeenCalledWith(
      'Gift card balance check failed',
      expect.objectContaining({ message: NOT_FOUND }),
    );

    await user.clear(pin);
    await user.type(pin, '0000');
    await user.click(screen.getByRole('button', { name: 'Check Balance' }));

    expect(await screen.findByText('$0.00')).toBeVisible();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('asks the platform once when the form is sent twice at once', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() => answer(200, { balance: 40 }));
    const { form, cardNumber, pin } = renderBlock();

    await user.type(cardNumber, '6035710000000004');
    await user.type(pin, '4321');
    await submitTwiceInOneTick(form);

    expect(await screen.findByText('$40.00')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the button and its focus while it checks, and says so', async () => {
    const user = userEvent.setup();
    let answerNow: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerNow = resolve)));
    const { cardNumber, pin, submit } = renderBlock();

    await user.type(cardNumber, '6035710000000001');
    await user.type(pin, '1234');
    submit.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking…');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answerNow(Response.json({ balance: 25 }));
    expect(await screen.findByText('$25.00')).toBeVisible();
    expect(submit).not.toHaveAttribute('aria-disabled');
  });

  it('checks what the guest typed before the page’s script ran', async () => {
    fetchMock.mockReturnValueOnce(answer(200, { balance: 25 }));
    const island = <GiftCardBalanceIsland labelledBy="balance-heading" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    const typed = { cardNumber: '6035710000000001', pin: '1234' };
    for (const [name, value] of Object.entries(typed)) {
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value;
    }

    await act(async () => {
      hydrateRoot(container, island);
    });
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });

    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(typed);
    expect(await within(container).findByText('$25.00')).toBeVisible();
    container.remove();
  });
});
