import type { FormDefinition } from '@/forms/engine/definition';
import type { LocationGroup } from '@/forms/engine/types';
import * as common from '../fields';
import { centerTitleOptions, optionsOf, withOptions } from '../options';

/**
 * The donation request: a school, charity or club asks its local center to donate to its event
 * (docs/rules/donation-requests.md). Required: names, email, phone, the organization and its kind,
 * the event's date, Location, what the event is, and Accept Terms.
 *
 * The event must be at least three weeks away: a center needs that long to approve a donation and
 * get it ready, so an earlier date is refused here rather than disappointing the guest later.
 */

export const DONATION_LEAD_DAYS = 21;

export const ORGANIZATION_TYPES = [
  'School or PTA',
  'Non-profit or charity',
  'Faith group',
  'Sports team or league',
  'Scouts or youth club',
  'Other',
] as const;

export const DONATION_KINDS = [
  'Game cards for a raffle or auction',
  'Bowling or laser tag passes',
  'A party package',
  'Not sure yet',
] as const;

export const DONATION_LOCATION = 'Location';

export const donationRequestDefinition: FormDefinition = [
  common.firstName(),
  common.lastName(),
  common.email(),
  common.phone({ required: true }),
  {
    name: 'Organization',
    label: 'Organization',
    type: 'text',
    required: true,
    autoComplete: 'organization',
    maxLength: 100,
  },
  {
    name: 'Organization Type',
    label: 'Type of Organization',
    type: 'select',
    required: true,
    placeholder: 'Select a type',
    options: optionsOf(ORGANIZATION_TYPES),
  },
  {
    name: 'Event Date',
    label: 'Event Date',
    type: 'date',
    required: true,
    minDaysAhead: DONATION_LEAD_DAYS,
    hint: `At least ${DONATION_LEAD_DAYS} days from today.`,
  },
  common.location({
    name: DONATION_LOCATION,
    required: true,
    hint: 'The center nearest your event.',
  }),
  {
    name: 'Donation',
    label: 'What would help most?',
    type: 'select',
    placeholder: 'Select one',
    options: optionsOf(DONATION_KINDS),
  },
  common.additionalInfo({ label: 'Tell us about your event' }),
  common.terms(),
];

export function donationRequestFields(groups: readonly LocationGroup[]): FormDefinition {
  return withOptions(donationRequestDefinition, DONATION_LOCATION, centerTitleOptions(groups));
}
