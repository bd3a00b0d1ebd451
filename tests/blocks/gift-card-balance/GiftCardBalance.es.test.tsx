// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GiftCardBalance } from '@/blocks/gift-card-balance/GiftCardBalance';
import { giftCardBalanceSchema } from '@/blocks/gift-card-balance/schema';
import { stubFetchEachTest } from '@/tests/support/fetch';

const fetchMock = stubFetchEachTest();
afterEach(() => vi.restoreAllMocks());

const answer = (status: number, body: unknown) => Promise.resolve(Response.json(body, { status }));

/** The block as a Spanish page renders it; the heading is the editors' Spanish. */
function renderSpanishBlock() {
  const view = render(
    <GiftCardBalance
      {...giftCardBalanceSchema.parse({ heading: 'Consulta tu saldo' })}
      context={{ draft: false, locale: 'es' }}
    />,
  );
  return {
    ...view,
    cardNumber: screen.getByRole('textbox', { name: 'Número de tarjeta' }),
    pin: screen.getByRole('textbox', { name: 'PIN' }),
    submit: screen.getByRole('button', { name: 'Consultar saldo' }),
    user: userEvent.setup(),
  };
}

describe('the gift card balance block on a Spanish page', () => {
  it('draws and names the card, its fields and its button in Spanish', () => {
    const { cardNumber, pin, container } = renderSpanishBlock();

    expect(
      screen.getByRole('img', {
        name: /^El reverso de una tarjeta de regalo: el número de tarjeta de 16 dígitos/,
      }),
    ).toBeVisible();
    expect(container.querySelector('svg')).toHaveTextContent('NÚMERO DE TARJETA');
    expect(container.querySelector('svg')).not.toHaveTextContent(/CARD NUMBER|scratch/);
    expect(cardNumber).toHaveAccessibleDescription('Los 16 dígitos del reverso de tu tarjeta');
    expect(pin).toHaveAccessibleDescription('Bajo el panel para raspar');
    expect(screen.queryByRole('button', { name: 'Check Balance' })).toBeNull();
  });

  it('says what is wrong with the card in Spanish', async () => {
    const { cardNumber, pin, submit, user } = renderSpanishBlock();

    await user.type(cardNumber, '60357100');
    await user.click(submit);

    expect(cardNumber).toHaveAccessibleDescription(
      expect.stringContaining('Los números de tarjeta de regalo tienen 16 dígitos (0-9).'),
    );
    expect(pin).toHaveAccessibleDescription(
      expect.stringContaining('Escribe el PIN de 4 dígitos del reverso de la tarjeta.'),
    );
    expect(cardNumber).not.toHaveAccessibleDescription(/Gift card numbers/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks, then tells the balance in Spanish with the amount in bold', async () => {
    let answerNow: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerNow = resolve)));
    const { cardNumber, pin, submit, user } = renderSpanishBlock();

    await user.type(cardNumber, '6035710000000002');
    await user.type(pin, '5678');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Consultando…');

    answerNow(Response.json({ balance: 112.5 }));
    const amount = await screen.findByText('$112.50');
    expect(amount.tagName).toBe('STRONG');
    expect(screen.getByRole('status')).toHaveTextContent(
      'A la tarjeta terminada en 0002 le quedan $112.50 para jugar.',
    );
  });

  it('says in Spanish when the card is not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockReturnValueOnce(
      answer(422, {
        error:
          'We could not find a gift card with that number and PIN. Please check both and try again.',
      }),
    );
    const { cardNumber, pin, submit, user } = renderSpanishBlock();

    await user.type(cardNumber, '6035710000000003');
    await user.type(pin, '1111');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No encontramos ninguna tarjeta de regalo con ese número y PIN. Revisa ambos e inténtalo de nuevo.',
    );
  });
});
