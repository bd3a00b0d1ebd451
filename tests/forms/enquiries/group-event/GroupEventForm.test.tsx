// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryProvider } from '@/components/QueryProvider.client';
import { FormRenderer } from '@/forms/engine/FormRenderer.client';
import { groupEventForm } from '@/forms/enquiries/group-event/form';
import { stubFetchEachTest } from '@/tests/support/fetch';
import { groupEventMail } from '@/tests/support/groupEventMail';

const CONTEXT = {
  locationGroups: [
    {
      state: 'Arizona',
      centers: [
        { id: '103', name: 'Chandler' },
        { id: '102', name: 'Tempe' },
      ],
    },
  ],
};
// Far enough ahead to stay in the future: Monday 4, Saturday 9 and Sunday 10 March 2030.
const MONDAY = '2030-03-04';
const SATURDAY = '2030-03-09';

const fetchMock = stubFetchEachTest();
afterEach(() => vi.restoreAllMocks());

function renderGroupForm() {
  const user = userEvent.setup();
  render(
    <QueryProvider>
      <FormRenderer
        definition={(values) => groupEventForm.fields(CONTEXT, values)}
        rules={groupEventForm.rules}
        onSubmit={(values, honeypot) => groupEventForm.submit(values, { honeypot })}
        submitLabel={groupEventForm.submitLabel}
        thankYou={groupEventForm.thankYou}
        failure={groupEventForm.failure}
      />
    </QueryProvider>,
  );
  return user;
}

const timeSelect = () => screen.getByRole('combobox', { name: 'Desired Time' });
const timeChoices = () =>
  within(timeSelect())
    .getAllByRole('option')
    .map((option) => option.textContent)
    .slice(1);
const setDate = (value: string) =>
  fireEvent.change(screen.getByLabelText('Desired Date'), { target: { value } });

/** Jamie Rivera's name, email and phone: what the form requires of every guest. */
async function typeContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Jamie');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Rivera');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jamie.rivera@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '480-555-0142');
}

async function agreeAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    screen.getByRole('checkbox', { name: 'I agree to the Terms of Use and the Privacy Policy' }),
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the group-event form on the engine', () => {
  it('narrows the times to the chosen day and clears a time the new day does not offer', async () => {
    const user = renderGroupForm();
    expect(timeChoices()).toHaveLength(17);

    setDate(MONDAY);
    expect(timeChoices()).toContain('8:00 AM');
    expect(timeChoices()).not.toContain('8:00 PM');
    await user.selectOptions(timeSelect(), '9:00 AM');
    expect(timeSelect()).toHaveValue('9:00 AM');

    setDate(SATURDAY);
    expect(timeChoices()).not.toContain('9:00 AM');
    expect(timeChoices()).toContain('12:00 AM');
    expect(timeSelect()).toHaveValue('');

    await user.selectOptions(timeSelect(), '3:00 PM');
    setDate(MONDAY);
    expect(timeSelect()).toHaveValue('3:00 PM');
  });

  it('sends the exact mail and thanks the guest only once it was sent', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    const user = renderGroupForm();

    await typeContact(user);
    setDate(SATURDAY);
    await user.selectOptions(timeSelect(), '8:00 PM');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Number of Guests' }),
      '25 to 49',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Tempe');
    await user.type(screen.getByRole('textbox', { name: /^Additional Info/ }), 'Team night');
    await user.click(screen.getByRole('checkbox', { name: /^Text me news and offers/ }));
    await agreeAndSend(user);

    expect(
      await screen.findByText('Thank You! A member of our team will be in touch with you shortly.'),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/mail/');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(
      groupEventMail('8:00 PM', 'Team night', { smsOptIn: true }),
    );
  });

  it('keeps the form and says so when the mail could not be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(Response.json({ error: 'upstream' }, { status: 502 }));
    const user = renderGroupForm();

    await typeContact(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Chandler');
    await user.type(screen.getByRole('textbox', { name: /^Additional Info/ }), 'Team night');
    await agreeAndSend(user);

    expect(await screen.findByText(/Sorry, we couldn't send your request/)).toBeVisible();
    expect(screen.queryByText(/Thank You!/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Jamie');
  });
});
