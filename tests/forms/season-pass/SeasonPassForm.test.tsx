// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'next/navigation';
import type { CenterSelectGroup } from '@/components/CenterSelect';
import type { SeasonPassFormProps } from '@/forms/season-pass/SeasonPassForm.client';
import { SeasonPassIsland } from '@/forms/season-pass/SeasonPassIsland.client';
import { installDialogPolyfill } from '@/tests/support/dialog';
import { submitTwiceInOneTick } from '@/tests/support/submitTwice';
import { loadSeasonPassRules } from '@/forms/season-pass/loadRules';
import { seasonPassMessages } from '@/forms/season-pass/messages';
import { JAMIE_REGISTRATION } from './registration';

// In the browser the rules arrive while the guest fills the form; here, before the first test.
beforeAll(() => loadSeasonPassRules());

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useSearchParams: vi.fn(() => new URLSearchParams()),
}));

const REJECTED = 'There was no season pass found with that card number, please try again.';

const groups: CenterSelectGroup[] = [
  { state: 'Arizona', centers: [{ id: '102', name: 'Chandler' }] },
  { state: 'Texas', centers: [{ id: '251', name: 'Katy' }] },
];

// ---------- the platform, seen through fetch (the real browser client runs)

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The route's answer: per pass its status and whether it was someone's already. */
const success = (...passes: [string, string, boolean][]) =>
  answer(200, {
    passNumberStatus: passes.map(([passNumber, status, registered]) => ({
      passNumber,
      status,
      registered,
    })),
  });

/** A call that stays open until the test answers it. */
function pendingCall() {
  let respond: (response: Response) => void = () => undefined;
  fetchMock.mockImplementationOnce(
    () =>
      new Promise<Response>((resolve) => {
        respond = resolve;
      }),
  );
  return (response: Response) => act(async () => respond(response));
}

function sentBodies() {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

// ---------- the screen

let removeDialogPolyfill: () => void;
beforeEach(() => {
  removeDialogPolyfill = installDialogPolyfill();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(useSearchParams).mockReturnValue(new URLSearchParams() as never);
});
afterEach(() => {
  removeDialogPolyfill();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderForm(props: Partial<SeasonPassFormProps> = {}) {
  const user = userEvent.setup();
  const view = render(
    <SeasonPassIsland season="SUMMER" companyName="Spark Alley" centerGroups={groups} {...props} />,
  );
  return { user, ...view };
}

const card = (n: number) => screen.getByRole('textbox', { name: `Season Pass card number ${n}` });
const cardInputs = () => screen.queryAllByRole('textbox', { name: /^Season Pass card number/ });
const field = (name: string) => screen.getByRole('textbox', { name });
const registerButton = () => screen.getByRole('button', { name: 'Register' });
const addButton = () => screen.getByRole('button', { name: /^Add (a|another) card$/ });

async function fillGuest(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'First name' | 'Last name' | 'Phone' | 'Email', string>> = {},
) {
  const all = {
    'First name': 'Jamie',
    'Last name': 'Rivera',
    Phone: '(480) 555-0142',
    Email: 'jamie@example.com',
    ...values,
  };
  for (const [name, value] of Object.entries(all)) {
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
  }
  await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Katy');
}

/** The result dialog's thank-you, shown after every successful call. */
function expectThanks(dialog: HTMLElement) {
  const thanks = within(dialog).getByText(
    'Thank You! A member of our team will be in touch with you shortly.',
  );
  expect(thanks).toBeVisible();
  // The message's last line, after what to do next.
  expect(thanks.nextElementSibling).toBeNull();
}

/** The result dialog's passes, each line as read. */
function passLines(dialog: HTMLElement) {
  const lines = within(within(dialog).getByRole('list')).getAllByRole('listitem');
  return lines.map((line) => line.textContent);
}

/** The visible message that describes a control. */
function expectError(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(screen.getAllByText(message).length).toBeGreaterThan(0);
}

describe('Season pass form: the card entry area', () => {
  it('starts with one empty, labelled card input for numbers only', () => {
    renderForm();

    expect(cardInputs()).toHaveLength(1);
    const input = card(1);
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('the 11 digits printed under the barcode'),
    );
    expect(screen.getByText('Limit of 10 cards on one registration form: (1/10)')).toBeVisible();
  });

  it('drops everything but digits, typed or pasted, and stops at 11', async () => {
    const { user } = renderForm();

    await user.type(card(1), 'ab12-34 5678');
    expect(card(1)).toHaveValue('12345678');
    await user.type(card(1), '901234');
    expect(card(1)).toHaveValue('12345678901');

    await user.clear(card(1));
    await user.click(card(1));
    await user.paste('1234 5678 9012 345');
    expect(card(1)).toHaveValue('12345678901');
  });

  it('adds cards up to 10, focusing each new one, then disables the add button at (10/10)', async () => {
    const { user } = renderForm();

    for (let count = 2; count <= 10; count++) {
      await user.click(addButton());
      expect(cardInputs()).toHaveLength(count);
      expect(card(count)).toHaveFocus();
      expect(
        screen.getByText(`Limit of 10 cards on one registration form: (${count}/10)`),
      ).toBeVisible();
    }

    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(
      'Limit of 10 cards on one registration form: (10/10)',
    );
    await user.click(addButton());
    expect(cardInputs()).toHaveLength(10);
  });

  it('removes the chosen card; removing the only card left clears the list', async () => {
    const { user } = renderForm();
    await user.type(card(1), '10000000001');
    await user.click(addButton());
    await user.type(card(2), '10000000002');

    await user.click(screen.getByRole('button', { name: 'Remove card number 1' }));
    expect(cardInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['10000000002']);
    expect(card(1)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove card number 1' }));
    expect(cardInputs()).toHaveLength(0);
    expect(screen.getByText('No cards on this registration yet.')).toBeVisible();
    expect(screen.getByText('Limit of 10 cards on one registration form: (0/10)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a card' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    expect(card(1)).toHaveValue('');
    expect(card(1)).toHaveFocus();
  });

  it('says which cards are not 11 digits, and ignores empty cards among filled ones', async () => {
    const { user } = renderForm();
    await fillGuest(user);
    await user.type(card(1), '10000000001');
    await user.click(addButton());
    await user.click(addButton());
    await user.type(card(3), '123');

    await user.click(registerButton());

    const message = 'Card numbers must be 11 digits and may only contain numbers 0-9.';
    expectError(card(3), message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(card(1)).not.toHaveAttribute('aria-invalid');
    expect(card(2)).not.toHaveAttribute('aria-invalid');
    expect(card(3)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(card(3), '45678901');
    expect(card(3)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('asks for at least one card when the only card is empty, or when there is none', async () => {
    const { user } = renderForm();
    await fillGuest(user);
    const message = 'You must enter at least one Season Pass card number to register.';

    await user.click(registerButton());
    expectError(card(1), message);
    expect(card(1)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove card number 1' }));
    await user.click(registerButton());
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a card' })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.getByRole('button', { name: 'Add a card' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills the first card from the barcode query parameter, masked to 11 digits', async () => {
    vi.mocked(useSearchParams).mockReturnValue(
      new URLSearchParams('barcode=1234-5678-9012-345') as never,
    );
    renderForm();
    await waitFor(() => expect(card(1)).toHaveValue('12345678901'));
    expect(cardInputs()).toHaveLength(1);
  });

  it('leaves the card empty when the barcode holds no digits', async () => {
    vi.mocked(useSearchParams).mockReturnValue(new URLSearchParams('barcode=abc') as never);
    renderForm();
    await act(async () => undefined);
    expect(card(1)).toHaveValue('');
  });
});

describe('Season pass form: the guest info', () => {
  it('starts with email notifications on and SMS off, and a location select grouped by state', () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: 'Send me notifications by e-mail' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Send me notifications by text message (SMS)' }),
    ).not.toBeChecked();
    const location = screen.getByRole('combobox', { name: 'Location' });
    expect([...location.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'Arizona',
      'Texas',
    ]);
  });

  it('says "This field is required" for every empty field and focuses the first one', async () => {
    const { user } = renderForm();
    await user.type(card(1), '10000000001');

    await user.click(registerButton());

    for (const name of ['First name', 'Last name', 'Phone', 'Email']) {
      expectError(field(name), 'This field is required');
      expect(field(name)).toBeRequired();
    }
    expectError(screen.getByRole('combobox', { name: 'Location' }), 'This field is required');
    expect(field('First name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses names that start with a symbol, bad phone numbers and bad addresses', async () => {
    const { user } = renderForm();
    await user.type(card(1), '10000000001');
    await fillGuest(user, {
      'First name': '-Jamie',
      'Last name': 'Rivera',
      Phone: '(480) 055-0142',
      Email: 'jamie@',
    });

    await user.click(registerButton());

    expectError(field('First name'), 'This field is required');
    expect(field('Last name')).not.toHaveAttribute('aria-invalid');
    expectError(field('Phone'), 'Please use a valid phone number (i.e. XXX-XXX-XXXX)');
    expectError(field('Email'), 'Please enter a valid email address');
    expect(field('First name')).toHaveFocus();

    await user.clear(field('Phone'));
    await user.type(field('Phone'), '(080) 555-0142');
    expectError(field('Phone'), 'Please use a valid phone number (i.e. XXX-XXX-XXXX)');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '480-555-0142');
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names each field so that its label is found alone, without its neighbours', () => {
    renderForm();
    for (const label of ['First name', 'Last name', 'Phone', 'Email', 'Location']) {
      expect(screen.getAllByLabelText(new RegExp(label, 'i')), label).toHaveLength(1);
    }
    expect(screen.getAllByLabelText(/Season Pass card number 1/)).toHaveLength(1);
  });

  it('hides a honeypot named website from people and assistive technology', () => {
    const { container } = renderForm();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('.visually-hidden')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
  });
});

describe('Season pass form: registering', () => {
  it('sends exactly the documented payload to the registration route', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 5, 1, 10));
    fetchMock.mockResolvedValue(success(['10000000001', 'success', true]));
    const { user } = renderForm();
    await user.type(card(1), '10000000001');
    await user.click(addButton());
    await user.click(addButton());
    await user.type(card(3), '10000000002');
    await fillGuest(user);
    await user.click(screen.getByRole('checkbox', { name: 'Send me notifications by e-mail' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Send me notifications by text message (SMS)' }),
    );

    await user.click(registerButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/season-pass/registrations/');
    expect(init?.method).toBe('POST');
    expect(sentBodies()[0]).toStrictEqual({
      ...JAMIE_REGISTRATION,
      emailNotification: false,
      smsNotification: true,
      source: 'SSP2027',
    });
  });

  it('registers WINTER passes with a WSP source on the winter screen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 20, 10));
    fetchMock.mockResolvedValue(success(['10000000001', 'success', true]));
    const { user } = renderForm({ season: 'WINTER' });
    await user.type(card(1), '10000000001');
    await fillGuest(user);

    await user.click(registerButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBodies()[0]).toMatchObject({
      type: 'WINTER',
      source: 'WSP2026',
      emailNotification: true,
      smsNotification: false,
    });
    expect(sentBodies()[0]).not.toHaveProperty('website');
  });

  it('sends the honeypot as website when something filled it', async () => {
    fetchMock.mockResolvedValue(answer(202, { ok: true }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, container } = renderForm();
    await user.type(card(1), '10000000001');
    await fillGuest(user);
    fireEvent.change(container.querySelector('input[name="website"]')!, {
      target: { value: 'https://spam.example' },
    });

    await user.click(registerButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBodies()[0]).toMatchObject({ website: 'https://spam.example' });
  });

  it('shows Sending and blocks a second registration while the call runs', async () => {
    const respond = pendingCall();
    const { user } = renderForm();
    await user.type(card(1), '10000000001');
    await fillGuest(user);
    const form = registerButton().closest('form')!;

    await user.click(registerButton());

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sending'));
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(registerButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(registerButton());
    await user.type(field('Email'), '{Enter}');
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await respond(success(['10000000001', 'success', true]));
    expect(await screen.findByRole('dialog', { name: 'Awesome!' })).toBeVisible();
    expect(form).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('registers once when the form is sent twice at once', async () => {
    fetchMock.mockResolvedValue(success(['10000000001', 'success', true]));
    const { user } = renderForm();
    await user.type(card(1), '10000000001');
    await fillGuest(user);

    await submitTwiceInOneTick(registerButton().closest('form')!);

    expect(await screen.findByRole('dialog', { name: 'Awesome!' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s message near the button after a rejected call, logs it, and lets the guest try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer(422, { error: REJECTED }));
    const { user } = renderForm();
    await user.type(card(1), '99999999999');
    await fillGuest(user);

    await user.click(registerButton());

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(REJECTED));
    expect(registerButton()).not.toHaveAttribute('aria-disabled');
    expect(registerButton()).toHaveAccessibleDescription(REJECTED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: REJECTED }),
    );

    fetchMock.mockResolvedValue(success(['99999999999', 'success', true]));
    await user.click(registerButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('dialog', { name: 'Awesome!' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('shows the rejected-call message when the answer is not a list of passes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer(200, { passNumberStatus: [] }));
    const { user } = renderForm();
    await user.type(card(1), '10000000001');
    await fillGuest(user);

    await user.click(registerButton());

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(REJECTED));
    expect(registerButton()).not.toHaveAttribute('aria-disabled');
  });
});

describe('Season pass form: the results', () => {
  /** Three cards: one registers, one is someone's already, one is no pass at all. */
  const MIXED = {
    cards: ['10000000001', '20000000001', '55555555555'],
    answer: () =>
      success(
        ['10000000001', 'success', true],
        ['20000000001', 'failure', true],
        ['55555555555', 'failure', false],
      ),
  };

  async function registerCards(
    user: ReturnType<typeof userEvent.setup>,
    numbers: string[],
    response: Response,
  ) {
    fetchMock.mockResolvedValue(response);
    for (const [index, number] of numbers.entries()) {
      if (index > 0) await user.click(addButton());
      await user.type(card(index + 1), number);
    }
    await fillGuest(user);
    await user.click(registerButton());
    return screen.findByRole('dialog');
  }

  it('says Awesome! and lists every pass as Successful when all registered', async () => {
    const { user } = renderForm();
    const dialog = await registerCards(
      user,
      ['10000000001', '10000000002'],
      success(['10000000001', 'success', true], ['10000000002', 'success', true]),
    );

    expect(dialog).toHaveAccessibleName('Awesome!');
    expect(dialog).toHaveClass('success');
    expect(
      within(dialog).getByText(
        "Your pass is now active and you'll be able to use it at your local Spark Alley center.",
      ),
    ).toBeVisible();
    expect(within(dialog).getByText(seasonPassMessages.morePasses)).toBeVisible();
    expectThanks(dialog);
    expect(within(dialog).queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
    expect(passLines(dialog)).toEqual([
      'Pass # 10000000001Successful',
      'Pass # 10000000002Successful',
    ]);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(registerButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says Oops! and why each failed pass is invalid when any failed', async () => {
    const { user } = renderForm({ companyName: 'Funtown' });
    const dialog = await registerCards(user, MIXED.cards, MIXED.answer());

    expect(dialog).toHaveAccessibleName('Oops!');
    expect(dialog).toHaveClass('failure');
    expect(within(dialog).queryByText(/Your pass is now active/)).not.toBeInTheDocument();
    expectThanks(dialog);
    expect(within(dialog).getByText(seasonPassMessages.passesActive)).toBeVisible();
    expect(within(dialog).getByText(seasonPassMessages.fixInvalid)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us/',
    );
    expect(passLines(dialog)).toEqual([
      'Pass # 10000000001Successful',
      'Pass # 20000000001Invalid!This Season Pass has already been registered.',
      'Pass # 55555555555Invalid!Invalid Season Pass number, please try again.',
    ]);
  });

  it('blocks another registration while the results are open', async () => {
    const { user } = renderForm();
    const dialog = await registerCards(
      user,
      ['10000000001'],
      success(['10000000001', 'success', true]),
    );
    expect(dialog).toBeVisible();

    // A second registration would be checked and sent on promises and timers alone: with the
    // clock faked, every one of them runs to its end before the calls are counted.
    vi.useFakeTimers();
    fireEvent.submit(registerButton().closest('form')!);
    fireEvent.click(registerButton());
    await act(() => vi.runAllTimersAsync());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('Close closes the results and gives focus back to Register; the refused cards stay with their reason', async () => {
    const { user } = renderForm();
    await registerCards(user, MIXED.cards, MIXED.answer());

    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(registerButton()).toHaveFocus();
    expect(registerButton()).not.toHaveAttribute('aria-disabled');
    expect(cardInputs().map((input) => (input as HTMLInputElement).value)).toEqual([
      '20000000001',
      '55555555555',
    ]);
    expectError(card(1), 'This Season Pass has already been registered.');
    expectError(card(2), 'Invalid Season Pass number, please try again.');
    expect(field('First name')).toHaveValue('Jamie');
    expect(field('Phone')).toHaveValue('(480) 555-0142');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('251');

    // Correcting a number clears its reason; the guest can register again.
    await user.clear(card(2));
    await user.type(card(2), '10000000002');
    expect(card(2)).not.toHaveAttribute('aria-invalid');
    fetchMock.mockResolvedValue(success(['10000000002', 'success', true]));
    await user.click(screen.getByRole('button', { name: 'Remove card number 1' }));
    await user.click(registerButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBodies()[1]).toMatchObject({ passNumbers: ['10000000002'] });
  });

  it('Escape closes the results too, and a fully registered form starts a fresh card', async () => {
    const { user } = renderForm();
    await registerCards(user, ['10000000001'], success(['10000000001', 'success', true]));

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(registerButton()).toHaveFocus();
    expect(cardInputs()).toHaveLength(1);
    expect(card(1)).toHaveValue('');
    expect(card(1)).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveValue('jamie@example.com');
  });
});
