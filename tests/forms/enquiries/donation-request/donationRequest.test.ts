import { formModelErrors } from '@/forms/enquiries/check';
import {
  DONATION_KINDS,
  ORGANIZATION_TYPES,
  donationRequestDefinition,
} from '@/forms/enquiries/donation-request/definition';
import { donationRequestForm } from '@/forms/enquiries/donation-request/form';
import { centerTitleOptions } from '@/forms/enquiries/options';
import { centerOptionGroups } from '@/lib/centers/states';
import { mailSend } from '@/lib/platform/schemas';
import { aCenter } from '@/tests/support/centers';

const groups = centerOptionGroups([
  aCenter('101', 'Tempe', { state: 'Arizona' }),
  aCenter('251', 'Katy', { state: 'Texas' }),
]);
const now = new Date(2026, 10, 28, 12);

/** Values as the validated form hands them over. */
const request = {
  'First Name': 'Dana',
  'Last Name': 'Park',
  Email: 'dana.park@example.org',
  'Phone Number': '7135550123',
  Organization: 'Katy Elementary PTA',
  'Organization Type': 'School or PTA',
  'Event Date': '2027-01-15',
  Location: 'Katy',
  Donation: 'Game cards for a raffle or auction',
  'Additional Info': 'Spring carnival for 300 families; the raffle pays for the library.',
  'Accept Terms': true,
};

const field = (name: string) => {
  const found = donationRequestForm
    .fields({ locationGroups: groups }, {})
    .find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe('the donation request', () => {
  it('asks who is asking, for which organization, when, where and what for', () => {
    expect(
      donationRequestDefinition.map(({ name, type, required }) => [name, type, required === true]),
    ).toEqual([
      ['First Name', 'text', true],
      ['Last Name', 'text', true],
      ['Email', 'email', true],
      ['Phone Number', 'tel', true],
      ['Organization', 'text', true],
      ['Organization Type', 'select', true],
      ['Event Date', 'date', true],
      ['Location', 'select', true],
      ['Donation', 'select', false],
      ['Additional Info', 'textarea', true],
      ['Accept Terms', 'checkbox', true],
    ]);
    expect(field('Additional Info').label).toBe('Tell us about your event');
  });

  it('offers the centers by title, and the kinds of organization and donation', () => {
    expect(field('Location').options).toEqual(centerTitleOptions(groups));
    expect(field('Organization Type').options?.map((option) => option.label)).toEqual([
      ...ORGANIZATION_TYPES,
    ]);
    expect(field('Donation').options?.map((option) => option.label)).toEqual([...DONATION_KINDS]);
  });

  it('mails the chosen center the whole form, the date as MM/DD/YYYY', () => {
    const mail = donationRequestForm.mail(request);
    expect(mail).toEqual({
      table: 'Donation Request',
      sendTo: 'Katy',
      fields: { ...request, 'Event Date': '01/15/2027' },
    });
    expect(mailSend.safeParse(mail).success).toBe(true);
    expect(formModelErrors(donationRequestForm, mail.fields, groups, now)).toBeUndefined();
  });

  it('refuses an event less than three weeks away, on the server too', () => {
    const soon = donationRequestForm.mail({ ...request, 'Event Date': '2026-12-10' });
    expect(formModelErrors(donationRequestForm, soon.fields, groups, now)).toEqual({
      'Event Date': ['Please choose 12/18/2026 or later'],
    });
  });
});
