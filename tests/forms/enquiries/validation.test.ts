import { emptyInput, type FormInput } from '@/forms/engine/values';
import { buildFormSchema } from '@/forms/engine/schema';
import type { FormEntry } from '@/forms/engine/types';
import { escapeRoomForm } from '@/forms/enquiries/escape-room/form';
import { groupEventForm } from '@/forms/enquiries/group-event/form';
import { offersForm } from '@/forms/enquiries/offers/form';
import { showcaseForm } from '@/forms/enquiries/showcase/form';

const REQUIRED = 'This field is required';
const PHONE = 'Please use a valid phone number (i.e. XXX-XXX-XXXX)';
// Wednesday 11 March 2026, noon: tomorrow is 03/12/2026, 8 days ahead is 03/19/2026.
const TODAY = new Date(2026, 2, 11, 12, 0);
const CONTEXT = {
  locationGroups: [
    { state: 'Arizona', centers: [{ id: '102', name: 'Tempe' }] },
    { state: 'Texas', centers: [{ id: '251', name: 'Katy' }] },
  ],
};

/** The entry's fields for `input`, checked as the engine checks them: values or messages. */
function check(entry: FormEntry, input: FormInput) {
  const fields = entry.fields(CONTEXT, input);
  const full = { ...emptyInput(fields), ...input };
  const result = buildFormSchema(fields, { ...entry.rules, today: TODAY }).safeParse(full);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] = issue.message;
  return { values: undefined, errors };
}

const requiredOnly = (names: string[]) => Object.fromEntries(names.map((name) => [name, REQUIRED]));

describe('an empty submission (the documented required fields)', () => {
  it.each([
    [
      'group event',
      groupEventForm,
      [
        'First Name',
        'Last Name',
        'Email',
        'Phone Number',
        'Location',
        'Additional Info',
        'Accept Terms',
      ],
    ],
    [
      'escape room',
      escapeRoomForm,
      ['first', 'last', 'email', 'type', 'zipcode', 'message', 'terms'],
    ],
    [
      'showcase',
      showcaseForm,
      ['First Name', 'Last Name', 'Email', 'Showcase Date', 'Additional Info', 'Accept Terms'],
    ],
    ['offers', offersForm, ['firstName', 'lastName', 'email', 'phone', 'Location']],
  ])('of the %s form flags exactly its required fields', (_, entry, required) => {
    expect(check(entry, {}).errors).toEqual(requiredOnly(required));
  });
});

const validGroup: FormInput = {
  'First Name': 'Jamie',
  'Last Name': 'Rivera',
  Email: 'jamie.rivera@example.com',
  'Phone Number': '(480) 555-0142',
  'Desired Date': '2026-03-14',
  time: '9:00 PM',
  Location: 'Tempe',
  'Additional Info': 'Team night for 40.',
  'Accept Terms': true,
};

describe('the group-event form', () => {
  it('passes a valid enquiry, the phone as digits', () => {
    const { values, errors } = check(groupEventForm, validGroup);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ 'Phone Number': '4805550142', time: '9:00 PM' });
  });

  it('refuses a bad phone, a time the date does not offer, a past date and an unknown center', () => {
    expect(check(groupEventForm, { ...validGroup, 'Phone Number': '080-555-0142' }).errors).toEqual(
      { 'Phone Number': PHONE },
    );
    // Friday the 13th: no 9:00 PM on weekdays.
    expect(check(groupEventForm, { ...validGroup, 'Desired Date': '2026-03-13' }).errors).toEqual({
      time: REQUIRED,
    });
    // Sunday the 8th offers 9:00 PM but has passed.
    expect(check(groupEventForm, { ...validGroup, 'Desired Date': '2026-03-08' }).errors).toEqual({
      'Desired Date': 'Please choose 03/12/2026 or later',
    });
    expect(check(groupEventForm, { ...validGroup, Location: 'Atlantis' }).errors).toEqual({
      Location: REQUIRED,
    });
  });
});

const validEscape: FormInput = {
  first: 'Ana',
  last: 'Lopez',
  email: 'ana.lopez@example.com',
  type: 'WFH Challenge',
  zipcode: '77449',
  message: 'Two teams of 8.',
  terms: true,
};

describe('the escape-room form', () => {
  it('passes without a phone or a date, and checks a phone once given', () => {
    expect(check(escapeRoomForm, validEscape).errors).toEqual({});
    expect(check(escapeRoomForm, { ...validEscape, phone: '555' }).errors).toEqual({
      phone: PHONE,
    });
  });

  it('takes a date from 8 days ahead on', () => {
    expect(check(escapeRoomForm, { ...validEscape, date: '2026-03-19' }).errors).toEqual({});
    expect(check(escapeRoomForm, { ...validEscape, date: '2026-03-18' }).errors).toEqual({
      date: 'Please choose 03/19/2026 or later',
    });
  });

  it('wants a five-digit ZIP code and one of the three rooms', () => {
    expect(check(escapeRoomForm, { ...validEscape, zipcode: '7744' }).errors).toEqual({
      zipcode: 'Please enter a 5-digit ZIP code',
    });
    expect(check(escapeRoomForm, { ...validEscape, type: 'The Haunted Mine' }).errors).toEqual({
      type: REQUIRED,
    });
  });
});

describe('the showcase and offers forms', () => {
  it('take No Preference, and a phone only when it is valid', () => {
    const showcase: FormInput = {
      'First Name': 'Sam',
      'Last Name': 'Okafor',
      Email: 'sam.okafor@example.com',
      'Showcase Date': "I'm not sure and need more information",
      'Preferred Location': 'No Preference',
      'Additional Info': 'Company picnic.',
      'Accept Terms': true,
    };
    expect(check(showcaseForm, showcase).errors).toEqual({});
    expect(check(showcaseForm, { ...showcase, 'Phone Number': '12' }).errors).toEqual({
      'Phone Number': PHONE,
    });
  });

  it('need a phone and a center for offers', () => {
    const offers: FormInput = {
      firstName: 'Lee',
      lastName: 'Nguyen',
      email: 'lee.nguyen@example.com',
      phone: '214-555-0199',
      Location: 'Katy',
    };
    expect(check(offersForm, offers).errors).toEqual({});
    expect(check(offersForm, { ...offers, phone: '' }).errors).toEqual({ phone: REQUIRED });
  });
});
