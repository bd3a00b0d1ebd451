// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { FAILURE, THANK_YOU, fillValid, renderForm, sendButton, textbox } from './fixture';
import { loadFormValidation } from '@/forms/engine/loadValidation';
import { submitTwiceInOneTick } from '@/tests/support/submitTwice';

// In the browser the rules arrive while the guest fills the form; here, before the first test.
beforeAll(() => loadFormValidation());

function pending() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, settle };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FormRenderer: drawing a definition', () => {
  it('labels every control, names the form and marks required fields', () => {
    renderForm();

    expect(screen.getByRole('form', { name: 'Ask us anything' })).toBeInTheDocument();
    expect(textbox('First Name')).toBeRequired();
    expect(textbox('Phone Number')).toHaveAttribute('type', 'tel');
    expect(textbox('Phone Number')).toHaveAccessibleDescription('10 digits');
    expect(textbox('Phone Number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByLabelText('Desired Date')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms' })).not.toBeChecked();
    // The asterisk is shown, its words are read.
    expect(screen.getByText(/are required\./)).toHaveTextContent(
      /^Fields marked \*with an asterisk are required\.$/,
    );
  });

  it('draws selects with a placeholder and grouped options', () => {
    renderForm();

    const select = screen.getByRole('combobox', { name: 'Location' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a location', 'Tempe', 'Katy']);
    expect(within(select).getByRole('group', { name: 'Texas' })).toContainElement(
      within(select).getByRole('option', { name: 'Katy' }),
    );
  });

  it('draws a radio group as a fieldset named by its legend', () => {
    renderForm();

    const group = screen.getByRole('group', { name: 'What is the occasion?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Party', 'Something Else']);
  });

  it('lays fields out by width: half by default, full, or auto', () => {
    renderForm();

    expect(textbox('First Name').closest('.half')).not.toBeNull();
    expect(screen.getByRole('group', { name: 'What is the occasion?' })).toHaveClass('full');
    expect(screen.getByRole('combobox', { name: 'Location' }).closest('.auto')).not.toBeNull();
  });

  it('gives a textarea the hint and a live remaining-characters counter', async () => {
    const { user } = renderForm();

    const info = textbox(/^Additional Info/);
    expect(info).toHaveAttribute('maxlength', '256');
    expect(info).toHaveAccessibleDescription(
      '* No special characters allowed except / 256 characters remaining',
    );
    await user.type(info, 'Hello');
    expect(screen.getByText('251 characters remaining')).toBeVisible();
    await user.clear(info);
    await user.click(info);
    await user.paste('x'.repeat(255));
    expect(info).toHaveAccessibleDescription(expect.stringContaining('1 character remaining'));
  });

  it('limits a date to the field’s earliest day, counted from the guest’s today', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 11, 23, 30));
    renderForm();

    expect(screen.getByLabelText('Desired Date')).toHaveAttribute('min', '2026-03-12');
  });

  it('shows a conditional field only while its showKey field holds showValue', async () => {
    const { user } = renderForm();

    expect(screen.queryByRole('textbox', { name: /Tell us more/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Something Else' }));
    expect(textbox('Tell us more')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Party' }));
    expect(screen.queryByRole('textbox', { name: /Tell us more/ })).toBeNull();
  });

  it('hides the honeypot from people and assistive technology', () => {
    renderForm();

    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByRole('textbox', { name: /Website/ })).toBeNull();
  });
});

describe('FormRenderer: idle → sending → complete or failed', () => {
  it('sends the checked values, says Sending and blocks a second submit meanwhile', async () => {
    const call = pending();
    const { user, onSubmit } = renderForm();
    onSubmit.mockReturnValueOnce(call.promise);

    await fillValid(user);
    await user.click(sendButton());

    expect(screen.getByRole('status')).toHaveTextContent('Sending');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await user.click(sendButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => call.settle.resolve());
    expect(await screen.findByText(THANK_YOU)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('sends once when the form is submitted twice at once', async () => {
    const { user, onSubmit } = renderForm();

    await fillValid(user);
    await submitTwiceInOneTick(screen.getByRole('form'));

    expect(await screen.findByText(THANK_YOU)).toBeVisible();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('replaces the form with the thank-you message and moves focus to it', async () => {
    const { user } = renderForm({ thankYou: 'Thanks, see you soon!' });

    await fillValid(user);
    await user.click(sendButton());

    const thanks = await screen.findByText('Thanks, see you soon!');
    expect(thanks.parentElement).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('on failure says so with a contact link, keeps the values and lets the guest retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onSubmit } = renderForm();
    onSubmit.mockRejectedValueOnce(new Error('502'));

    await fillValid(user);
    await user.click(sendButton());

    const alert = await screen.findByText(/Whoops!/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(FAILURE.message);
    expect(within(alert).getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact-us/',
    );
    expect(screen.queryByText(THANK_YOU)).toBeNull();
    expect(textbox('First Name')).toHaveValue('Ann');
    expect(sendButton()).not.toHaveAttribute('aria-disabled');
    expect(sendButton()).toHaveAccessibleDescription(FAILURE.message);

    await user.click(sendButton());
    expect(await screen.findByText(THANK_YOU)).toBeVisible();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('hands a filled honeypot to the call, so the route can drop it', async () => {
    const { user, onSubmit } = renderForm();

    await fillValid(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    await user.type(honeypot, 'spam.example');
    await user.click(sendButton());

    expect(onSubmit).toHaveBeenCalledWith(expect.any(Object), { website: 'spam.example' });
  });
});
