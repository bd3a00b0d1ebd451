// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryFormIsland } from '@/blocks/enquiry-form/EnquiryForm.client';
import { loadFormValidation } from '@/forms/engine/loadValidation';
import { useEnquiryRequest } from '@/stores/enquiryRequest';
import { annLead } from './lead';

// In the browser the rules arrive while the guest fills the form; here, before the first test.
beforeAll(() => loadFormValidation());

const groups = [
  { state: 'Arizona', centers: [{ id: '102', name: 'Tempe' }] },
  { state: 'Texas', centers: [{ id: '251', name: 'Katy' }] },
];
const REQUIRED = 'This field is required';
const WHOOPS =
  'Whoops! Looks like something went wrong, please refresh and try again. If this problem persists, please contact us.';
const THANK_YOU = 'Thank You! A member of our team will be in touch with you shortly.';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(Response.json({ ok: true }));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderContact(sendKey?: string) {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="contact-heading">Tell us what you are planning</h2>
      <EnquiryFormIsland
        formId="contact"
        locationGroups={groups}
        sendKey={sendKey}
        labelledBy="contact-heading"
      />
    </>,
  );
  return user;
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const send = () => screen.getByRole('button', { name: 'Send' });
const sent = () =>
  fetchMock.mock.calls.map(([path, init]) => [path, JSON.parse(String(init?.body)) as unknown]);

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('First Name'), 'Ann');
  await user.type(textbox('Last Name'), 'Lee');
  await user.type(textbox('Email'), 'ann@example.com');
  await user.type(textbox(/^Additional Info/), 'Two classes of 25');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
}

describe('the contact form', () => {
  it('on an empty submit lists the errors and says “Please check your form for errors.”', async () => {
    const user = renderContact();

    await user.click(send());

    expect(textbox('First Name')).toHaveFocus();
    for (const control of [
      textbox('First Name'),
      textbox('Last Name'),
      textbox('Email'),
      textbox(/^Additional Info/),
      screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ }),
    ]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));
    }
    // Without a lead booking the phone, location, date and time may stay empty.
    expect(textbox('Phone Number')).not.toHaveAttribute('aria-invalid');
    expect(select('Location')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Please check your form for errors.')).toHaveAttribute('role', 'alert');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names a malformed phone number with the documented message', async () => {
    const user = renderContact();

    await user.type(textbox('Phone Number'), '555-0142');
    await user.click(send());

    expect(textbox('Phone Number')).toHaveAccessibleDescription(
      expect.stringContaining('Please use a valid phone number (i.e. XXX-XXX-XXXX)'),
    );
  });

  it('offers dates from tomorrow on', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 31, 20, 0));
    renderContact();

    expect(screen.getByLabelText(/^Desired Date/)).toHaveAttribute('min', '2027-01-01');
  });

  it('offers the centers grouped by state', () => {
    renderContact();

    expect(within(select('Location')).getByRole('group', { name: 'Texas' })).toHaveTextContent(
      'Katy',
    );
  });

  it('with no booking sends a mail to the block’s send key and thanks the guest', async () => {
    const user = renderContact('play-academy');

    await fillRequired(user);
    await user.click(send());

    expect(await screen.findByText(THANK_YOU)).toBeVisible();
    expect(sent()).toEqual([
      [
        '/api/mail/',
        {
          table: 'Web Booking',
          sendTo: 'play-academy',
          fields: expect.objectContaining({ 'First Name': 'Ann', Booking: '', Location: '' }),
        },
      ],
    ]);
  });

  // Many fields to type: more time than the default, for a busy machine.
  it(
    'for a lead booking asks for phone, location, date and time, then sends a lead',
    {
      timeout: 15_000,
    },
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 2, 11, 12, 0));
      const user = renderContact();

      await fillRequired(user);
      await user.selectOptions(select('Booking'), 'Corporate Event');
      await user.click(send());
      expect(textbox('Phone Number')).toHaveFocus();
      for (const control of [
        textbox('Phone Number'),
        select('Location'),
        screen.getByLabelText(/^Desired Date/),
        select('Desired Time'),
      ]) {
        expect(control).toBeRequired();
        expect(control).toHaveAttribute('aria-invalid', 'true');
      }

      await user.type(textbox('Phone Number'), '214-555-0137');
      await user.selectOptions(select('Location'), 'Katy');
      await user.type(screen.getByLabelText(/^Desired Date/), '2026-04-02');
      await user.selectOptions(select('Desired Time'), '2:00 PM');
      await user.click(send());

      expect(await screen.findByText(THANK_YOU)).toBeVisible();
      expect(sent()).toEqual([
        [
          '/api/leads/',
          annLead('Corporate Event', '2:00 PM', '', { smsOptIn: false, emailOptIn: false }),
        ],
      ]);
    },
  );

  it('when the call fails shows the Whoops message with its link, never the thank-you', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'upstream' }, { status: 502 }));
    const user = renderContact();

    await fillRequired(user);
    await user.click(send());

    const alert = await screen.findByText(/^Whoops!/);
    expect(alert).toHaveTextContent(WHOOPS);
    expect(within(alert).getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact-us/',
    );
    expect(screen.queryByText(THANK_YOU)).toBeNull();
    expect(send()).not.toHaveAttribute('aria-disabled');
  });
});

describe('the contact form asked to fill in a request from its page', () => {
  afterEach(() => useEnquiryRequest.setState({ request: undefined }));

  it('fills in the booking and the words the page asks for, and again when asked again', async () => {
    const user = renderContact();
    await user.type(textbox('First Name'), 'Ann');
    act(() =>
      useEnquiryRequest.getState().ask(window.location.pathname, {
        Booking: 'Play Academy Experience',
        'Additional Info': 'Play Academy estimate: 3 labs for 25 students.',
      }),
    );
    expect(select('Booking')).toHaveValue('Play Academy Experience');
    expect(textbox(/^Additional Info/)).toHaveValue(
      'Play Academy estimate: 3 labs for 25 students.',
    );
    // What the teacher typed elsewhere stays.
    expect(textbox('First Name')).toHaveValue('Ann');

    await user.clear(textbox(/^Additional Info/));
    act(() =>
      useEnquiryRequest.getState().ask(window.location.pathname, {
        'Additional Info': 'Play Academy estimate: 1 lab for 10 students.',
      }),
    );
    expect(textbox(/^Additional Info/)).toHaveValue(
      'Play Academy estimate: 1 lab for 10 students.',
    );
  });

  it('leaves a request made for another page’s form alone', () => {
    renderContact();
    act(() =>
      useEnquiryRequest.getState().ask('/events/school-events/play-academy/', {
        'Additional Info': 'Play Academy estimate',
      }),
    );
    expect(textbox(/^Additional Info/)).toHaveValue('');
  });
});
