import { formModelErrors } from '@/forms/enquiries/check';
import { groupEventForm } from '@/forms/enquiries/group-event/form';
import { virtualExperienceForm } from '@/forms/enquiries/virtual-experience/form';
import { buildVirtualExperienceRequest } from '@/forms/enquiries/virtual-experience/submission';
import { aCenter } from '@/tests/support/centers';
import { centerOptionGroups } from '@/lib/centers/states';

/*
 * A group event mail as the route handler checks it: the form's own rules, run on the form model
 * the browser sent (dates as MM/DD/YYYY, as the venue reads them).
 */

const groups = centerOptionGroups([aCenter('251', 'Katy', { state: 'Texas' })]);
const now = new Date(2026, 10, 28, 12);

const mailed = (changes: Record<string, string | boolean> = {}) =>
  groupEventForm.mail({
    'First Name': 'Ann',
    'Last Name': 'Lee',
    Email: 'ann@example.com',
    'Phone Number': '2145550137',
    Location: 'Katy',
    'Additional Info': 'A team outing for 30',
    'Accept Terms': true,
    ...changes,
  }).fields;

it('accepts what the form sends', () => {
  expect(formModelErrors(groupEventForm, mailed(), groups, now)).toBeUndefined();
});

it('reads dates as MM/DD/YYYY and allows the guest a day behind the server’s clock', () => {
  const check = (date: string) =>
    formModelErrors(groupEventForm, { ...mailed(), 'Desired Date': date }, groups, now);
  expect(check('11/29/2026')).toBeUndefined();
  expect(check('11/28/2026')).toBeUndefined();
  expect(check('11/20/2026')).toEqual({ 'Desired Date': ['Please choose 11/28/2026 or later'] });
  expect(check('2026-12-01')).toEqual({ 'Desired Date': ['Expected a date as MM/DD/YYYY.'] });
  expect(check('02/30/2027')).toEqual({ 'Desired Date': ['Expected a date as MM/DD/YYYY.'] });
});

it('names every field the form would refuse, and fields it does not have', () => {
  const model = { ...mailed({ 'Phone Number': '123', 'Accept Terms': false }), Coupon: 'FREE' };
  expect(formModelErrors(groupEventForm, model, groups, now)).toEqual({
    'Phone Number': ['Please use a valid phone number (i.e. XXX-XXX-XXXX)'],
    'Accept Terms': ['This field is required'],
    Coupon: ['Unknown field.'],
  });
});

it('refuses a filled field the form does not show with the answers given', () => {
  // Occasion Details is asked only for the occasion Other.
  const model = buildVirtualExperienceRequest({
    'First Name': 'Ann',
    'Last Name': 'Lee',
    Email: 'ann@example.com',
    'Additional Info': 'A team of twelve',
    Occasion: 'Team Building',
  });
  expect(formModelErrors(virtualExperienceForm, model, [], now)).toBeUndefined();
  expect(
    formModelErrors(virtualExperienceForm, { ...model, 'Occasion Details': 'x' }, [], now),
  ).toEqual({ 'Occasion Details': ['Not asked with these answers.'] });
});
