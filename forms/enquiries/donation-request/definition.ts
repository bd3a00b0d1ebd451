import type { FormDefinition } from '@/forms/engine/definition';
import texts from '@/messages/en/FormTexts.json';
import type { LocationGroup } from '@/forms/engine/types';
import { fill } from '@/lib/i18n/say';
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

/** Each choice is sent as its English words, which the center reads. */
export const ORGANIZATION_TYPES = [
  texts.schoolOrPta,
  texts.nonProfit,
  texts.faithGroup,
  texts.sportsTeam,
  texts.scouts,
  texts.other,
];

export const DONATION_KINDS = [texts.gameCards, texts.passes, texts.partyPackage, texts.notSureYet];

export const DONATION_LOCATION = 'Location';

export const donationRequestDefinition: FormDefinition = [
  common.firstName(),
  common.lastName(),
  common.email(),
  common.phone({ required: true }),
  {
    name: 'Organization',
    label: texts.organization,
    type: 'text',
    required: true,
    autoComplete: 'organization',
    maxLength: 100,
  },
  {
    name: 'Organization Type',
    label: texts.organizationType,
    type: 'select',
    required: true,
    placeholder: texts.selectAType,
    options: optionsOf(ORGANIZATION_TYPES),
  },
  {
    name: 'Event Date',
    label: texts.eventDate,
    type: 'date',
    required: true,
    minDaysAhead: DONATION_LEAD_DAYS,
    hint: fill(texts.daysAhead, { days: DONATION_LEAD_DAYS }),
  },
  common.location({
    name: DONATION_LOCATION,
    required: true,
    hint: texts.nearestYourEvent,
  }),
  {
    name: 'Donation',
    label: texts.whatWouldHelp,
    type: 'select',
    placeholder: texts.selectOne,
    options: optionsOf(DONATION_KINDS),
  },
  common.additionalInfo({ label: texts.aboutYourEvent }),
  common.terms(),
];

export function donationRequestFields(groups: readonly LocationGroup[]): FormDefinition {
  return withOptions(donationRequestDefinition, DONATION_LOCATION, centerTitleOptions(groups));
}
