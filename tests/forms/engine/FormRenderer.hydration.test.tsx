// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadFormValidation } from '@/forms/engine/loadValidation';
import { fixtureForm } from './fixture';

beforeAll(() => loadFormValidation());

// The server's form is on screen before its island hydrates (it waits for the guest's first use);
// what the guest types there meanwhile must survive react-hook-form's start.
it('keeps what the guest typed, ticked and chose before the form hydrated, and sends it', async () => {
  const { form, onSubmit } = fixtureForm();
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  const control = (name: string) =>
    container.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
  control('First Name').value = 'Ann';
  control('Phone Number').value = '480-555-0100';
  control('Location').value = '251';
  container.querySelector<HTMLInputElement>('input[name="Occasion"][value="Party"]')!.checked =
    true;
  control('Additional Info').value = 'Two classes of 25';
  control('Accept Terms').checked = true;

  await act(async () => {
    hydrateRoot(container, form);
  });
  // The form draws what it kept: the character count follows the text.
  expect(container).toHaveTextContent('239 characters remaining');
  await act(async () => {
    container.querySelector('form')!.requestSubmit();
  });

  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
    'First Name': 'Ann',
    'Phone Number': '4805550100',
    Location: '251',
    Occasion: 'Party',
    'Additional Info': 'Two classes of 25',
    'Accept Terms': true,
  });
  container.remove();
});
