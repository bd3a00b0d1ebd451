// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import {
  CHECK_FORM,
  PHONE,
  REQUIRED,
  definition,
  fillValid,
  renderForm,
  sendButton,
  textbox,
} from './fixture';
import { loadFormValidation } from '@/forms/engine/loadValidation';

// In the browser the rules arrive while the guest fills the form; here, before the first test.
beforeAll(() => loadFormValidation());

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FormRenderer: validation', () => {
  it('marks every failed field, describes it with its message and focuses the first', async () => {
    const { user, onSubmit } = renderForm();

    await user.type(textbox('Phone Number'), '123');
    await user.click(sendButton());

    const first = textbox('First Name');
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(REQUIRED);
    expect(textbox('Phone Number')).toHaveAccessibleDescription(`10 digits ${PHONE}`);
    expect(textbox(/^Additional Info/)).toHaveAccessibleDescription(
      expect.stringContaining(REQUIRED),
    );
    const terms = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(REQUIRED);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first failed field in screen order, wherever it is', async () => {
    const { user } = renderForm();

    await user.type(textbox('First Name'), 'Ann');
    await user.type(textbox(/^Additional Info/), 'Hi');
    await user.click(sendButton());

    expect(screen.getByRole('checkbox', { name: 'I agree to the terms' })).toHaveFocus();
  });

  it('says “Please check your form for errors.” on the lead form only, until fixed', async () => {
    const { user } = renderForm({ showCheckFormNotice: true });

    expect(screen.queryByText(CHECK_FORM)).toBeNull();
    await user.click(sendButton());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(CHECK_FORM);

    await fillValid(user);
    expect(screen.queryByText(CHECK_FORM)).toBeNull();
  });

  it('shows no check-form notice on other forms', async () => {
    const { user } = renderForm();

    await user.click(sendButton());
    expect(screen.queryByText(CHECK_FORM)).toBeNull();
  });

  it('clears a message as soon as the guest fixes the field', async () => {
    const { user } = renderForm();

    await user.click(sendButton());
    await user.type(textbox('First Name'), 'Ann');
    expect(textbox('First Name')).not.toHaveAttribute('aria-invalid');
  });

  it('validates a conditional field while shown and forgets it once hidden', async () => {
    const { user, onSubmit } = renderForm();

    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Something Else' }));
    await user.click(sendButton());
    expect(textbox('Tell us more')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Tell us more')).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Party' }));
    await user.click(sendButton());
    expect(onSubmit).toHaveBeenCalledWith(
      {
        'First Name': 'Ann',
        'Phone Number': '',
        Location: '',
        'Desired Date': '',
        Occasion: 'Party',
        'Additional Info': 'Two classes of 25',
        'Accept Terms': true,
      },
      {},
    );
  });

  it('marks a field required while the field its requiredWhen names holds a listed value', async () => {
    const { user } = renderForm({
      definition: [
        ...definition.slice(0, 3),
        {
          name: 'Guests',
          label: 'Guests',
          type: 'text',
          requiredWhen: { key: 'Location', values: ['251'] },
        },
      ],
    });

    expect(textbox('Guests')).not.toBeRequired();
    await user.click(sendButton());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Katy');
    expect(textbox('Guests')).toBeRequired();
    // Checked again at once, because the submit already happened.
    expect(textbox('Guests')).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears a choice the field’s new options no longer offer', async () => {
    const slots = (day: unknown) => (day === 'weekend' ? ['8:00 PM'] : ['8:00 AM', '8:00 PM']);
    const { user } = renderForm({
      definition: (values) => [
        {
          name: 'day',
          label: 'Day',
          type: 'radio',
          options: ['weekday', 'weekend'].map((day) => ({ label: day, value: day })),
        },
        {
          name: 'time',
          label: 'Time',
          type: 'select',
          options: slots(values.day).map((slot) => ({ label: slot, value: slot })),
        },
      ],
    });

    const time = screen.getByRole('combobox', { name: 'Time' });
    await user.selectOptions(time, '8:00 AM');
    await user.click(screen.getByRole('radio', { name: 'weekend' }));
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('');
  });
});
