// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryProvider } from '@/components/QueryProvider.client';
import { FormRenderer } from '@/forms/engine/FormRenderer.client';
import { formCatalog } from '@/forms/enquiries/catalog';
import {
  AVAILABILITY,
  jobApplicationDefinition,
  jobApplicationFields,
  withOpening,
} from '@/forms/enquiries/job-application/definition';
import { jobApplicationForm } from '@/forms/enquiries/job-application/form';
import { stubFetchEachTest } from '@/tests/support/fetch';
import { submitTwiceInOneTick } from '@/tests/support/submitTwice';

const GROUPS = [
  { state: 'Arizona', centers: [{ id: '101', name: 'Tempe' }] },
  { state: 'Texas', centers: [{ id: '251', name: 'Katy' }] },
];
const OPENING = { title: 'Party Host', centerId: '101' };
const REQUIRED = 'This field is required';

const fetchMock = stubFetchEachTest();
afterEach(() => vi.restoreAllMocks());

function renderForm() {
  const form = formCatalog.jobApplication;
  render(
    <QueryProvider>
      <FormRenderer
        definition={(values) => form.fields({ locationGroups: GROUPS }, values)}
        rules={form.rules}
        onSubmit={(values, honeypot) => form.submit(values, { honeypot })}
        submitLabel={form.submitLabel}
        thankYou={form.thankYou}
        failure={form.failure}
      />
    </QueryProvider>,
  );
  return userEvent.setup();
}

/** A general application for Game Technician at Katy, every required field filled. */
async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Position/ }), 'Game Technician');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Location/ }), 'Katy');
  await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ann');
  await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Lee');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ann@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '(480) 555-0142');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Availability/ }), 'Any time');
  await user.type(screen.getByRole('textbox', { name: /^Tell Us About You/ }), 'I fix things');
  await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
}

const THANK_YOU = 'Thank You! A member of our team will be in touch with you shortly.';

describe('the job application definition', () => {
  it('asks for the job, the applicant and the terms, required as a venue needs them', () => {
    expect(
      jobApplicationDefinition.map(({ name, type, required }) => [name, type, required === true]),
    ).toEqual([
      ['Position', 'text', true],
      ['Location', 'select', true],
      ['First Name', 'text', true],
      ['Last Name', 'text', true],
      ['Email', 'email', true],
      ['Phone Number', 'tel', true],
      ['Availability', 'select', true],
      ['Start Date', 'date', false],
      ['About You', 'textarea', true],
      ['Accept Terms', 'checkbox', true],
    ]);
    expect(AVAILABILITY).toEqual(['Weekdays', 'Weeknights', 'Weekends', 'Any time']);
  });

  it('offers the centers by id for a general application', () => {
    const location = jobApplicationFields(GROUPS).find((field) => field.name === 'Location');
    expect(location?.options).toEqual([
      { label: 'Tempe', value: '101', group: 'Arizona' },
      { label: 'Katy', value: '251', group: 'Texas' },
    ]);
  });

  it('leaves the position and center to the opening a guest applies for', () => {
    const names = jobApplicationFields(GROUPS, OPENING).map((field) => field.name);
    expect(names).not.toContain('Position');
    expect(names).not.toContain('Location');
    expect(names).toContain('First Name');
    expect(
      withOpening({ 'First Name': 'Ann', Position: 'Astronaut', Location: '999' }, OPENING),
    ).toEqual({
      'First Name': 'Ann',
      Position: 'Party Host',
      Location: '101',
    });
    expect(withOpening({ Position: 'Cook', Location: '251' })).toEqual({
      Position: 'Cook',
      Location: '251',
    });
  });

  it('is in the catalog editors pick from, and mails the opening to its center', () => {
    expect(formCatalog.jobApplication).toBe(jobApplicationForm);
    const mail = jobApplicationForm.mail(
      withOpening({ 'First Name': 'Ann', 'Accept Terms': true }, OPENING),
    );
    expect(mail.table).toBe('Job Application');
    expect(mail.sendTo).toBe('101');
    expect(mail.fields).toMatchObject({ Position: 'Party Host', Location: '101', Email: '' });
  });
});

describe('the general job application on the engine', () => {
  it('flags every required field on an empty submit and sends nothing', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Application' }));

    // Focus goes to the first failed field once the rules have loaded and run.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Position/ })).toHaveFocus(), {
      timeout: 5000,
    });
    for (const name of [/^Position/, /^First Name/, /^Last Name/, /^Email/, /^Phone Number/]) {
      const box = screen.getByRole('textbox', { name });
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));
    }
    expect(screen.getByRole('combobox', { name: /^Location/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the application to the chosen center', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    const user = renderForm();

    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Send Application' }));

    expect(await screen.findByText(THANK_YOU)).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/mail/');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      table: 'Job Application',
      sendTo: '251',
      fields: {
        Position: 'Game Technician',
        Location: '251',
        'Phone Number': '4805550142',
        Availability: 'Any time',
        'About You': 'I fix things',
        'Accept Terms': true,
      },
    });
    expect(within(document.body).queryByRole('button', { name: 'Send Application' })).toBeNull();
  });

  it('mails one application when it is sent twice at once', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    const user = renderForm();

    await fillApplication(user);
    await submitTwiceInOneTick(
      screen.getByRole('button', { name: 'Send Application' }).closest('form')!,
    );

    expect(await screen.findByText(THANK_YOU)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
