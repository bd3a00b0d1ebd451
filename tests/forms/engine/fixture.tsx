import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryProvider } from '@/components/QueryProvider.client';
import type { FormDefinition } from '@/forms/engine/definition';
import { FormRenderer, type FormRendererProps } from '@/forms/engine/FormRenderer.client';

/** A form with one field of every kind, drawn by the engine, for the renderer's tests. */

export const REQUIRED = 'This field is required';
export const PHONE = 'Please use a valid phone number (i.e. XXX-XXX-XXXX)';
export const CHECK_FORM = 'Please check your form for errors.';
export const THANK_YOU = 'Thank You! A member of our team will be in touch with you shortly.';
export const FAILURE = {
  message: 'Whoops! Something went wrong. If this problem persists, please contact us.',
  link: { text: 'contact us', href: '/contact-us/' },
};

/** A select's or radio group's choice: what it says, what it sends, the group it is listed in. */
const option = (label: string, value = label, group?: string) => ({ label, value, group });

export const definition: FormDefinition = [
  { name: 'First Name', label: 'First Name', type: 'text', required: true },
  { name: 'Phone Number', label: 'Phone Number', type: 'tel', hint: '10 digits' },
  {
    name: 'Location',
    label: 'Location',
    type: 'select',
    placeholder: 'Select a location',
    width: 'auto',
    options: [option('Tempe', '102', 'Arizona'), option('Katy', '251', 'Texas')],
  },
  { name: 'Desired Date', label: 'Desired Date', type: 'date', minDaysAhead: 1 },
  {
    name: 'Occasion',
    label: 'What is the occasion?',
    type: 'radio',
    width: 'full',
    options: [option('Party'), option('Something Else')],
  },
  {
    name: 'Details',
    label: 'Tell us more',
    type: 'text',
    required: true,
    showKey: 'Occasion',
    showValue: 'Something Else',
  },
  { name: 'Additional Info', label: 'Additional Info', type: 'textarea', required: true },
  { name: 'Accept Terms', label: 'I agree to the terms', type: 'checkbox', required: true },
];

/** The fixture's form, named by its heading, and the call it makes on submit. */
export function fixtureForm(props: Partial<FormRendererProps> = {}) {
  const onSubmit = vi.fn<FormRendererProps['onSubmit']>(() => Promise.resolve());
  const form = (
    <QueryProvider>
      <h2 id="form-heading">Ask us anything</h2>
      <FormRenderer
        definition={definition}
        onSubmit={onSubmit}
        submitLabel="Send"
        thankYou={THANK_YOU}
        failure={FAILURE}
        labelledBy="form-heading"
        {...props}
      />
    </QueryProvider>
  );
  return { form, onSubmit };
}

export function renderForm(props: Partial<FormRendererProps> = {}) {
  const { form, onSubmit } = fixtureForm(props);
  const user = userEvent.setup();
  render(form);
  return { user, onSubmit };
}

export const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
export const sendButton = () => screen.getByRole('button', { name: 'Send' });

export async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('First Name'), 'Ann');
  await user.type(textbox(/^Additional Info/), 'Two classes of 25');
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms' }));
}

/** A submission that stays open until the test settles it. */
