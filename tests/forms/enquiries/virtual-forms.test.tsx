// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryFormIsland } from '@/blocks/enquiry-form/EnquiryForm.client';

const THANK_YOU = 'Thank You! A member of our team will be in touch with you shortly.';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each([
  ['virtualExperience', '/api/virtual-experiences/'],
  ['virtualShowcase', '/api/mail/'],
] as const)('the %s form', (formId, path) => {
  function renderForm() {
    const user = userEvent.setup();
    render(
      <>
        <h2 id="heading">Virtual</h2>
        <EnquiryFormIsland formId={formId} locationGroups={[]} labelledBy="heading" />
      </>,
    );
    return user;
  }

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann at northwind');
    await user.type(
      screen.getAllByRole('textbox').find((box) => box.tagName === 'TEXTAREA')!,
      'Hi',
    );
  }

  it('accepts an email without the email rule and thanks the guest once sent', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }));
    const user = renderForm();

    await fill(user);
    await user.click(screen.getByRole('button', { name: /^(Send|Sign Up)$/ }));

    expect(await screen.findByText(THANK_YOU)).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(path);
  });

  it('on a failed call says the request was not received, keeps the form and allows a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'down' }, { status: 502 }));
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }));
    const user = renderForm();

    await fill(user);
    const submit = screen.getByRole('button', { name: /^(Send|Sign Up)$/ });
    await user.click(submit);

    const message = await screen.findByText(/our team hasn't received it yet/);
    expect(message).toHaveAttribute('role', 'alert');
    expect(within(message).getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact-us/',
    );
    expect(screen.queryByText(THANK_YOU)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ann');

    await user.click(submit);
    expect(await screen.findByText(THANK_YOU)).toBeVisible();
  });
});
