import type { FormDefinition } from '@/forms/engine/definition';
import texts from '@/messages/en/FormTexts.json';
import type { LocationGroup } from '@/forms/engine/types';
import * as common from '../fields';
import { centerTitleOptions, withOptions } from '../options';

/**
 * The offers sign-up (docs/rules/content-and-data.md#offers-sign-up), with the season pass form's
 * field names. Required (docs/rules/validation.md#required-fields): names, email, phone and
 * Location. The notification boxes are optional and start unticked: a guest chooses each channel
 * themselves. Location's options are the centers, by title, added where the form is drawn
 * (offersFields).
 */

export const OFFERS_LOCATION = 'Location';

export const offersDefinition: FormDefinition = [
  common.firstName({ name: 'firstName' }),
  common.lastName({ name: 'lastName' }),
  common.email({ name: 'email' }),
  common.phone({ name: 'phone', required: true }),
  common.location({ name: OFFERS_LOCATION, required: true }),
  common.emailOptIn({ name: 'emailNotification', label: texts.emailMeOffers }),
  common.smsOptIn({ name: 'smsNotification', label: texts.textMeOffers }),
];

export function offersFields(groups: readonly LocationGroup[]): FormDefinition {
  return withOptions(offersDefinition, OFFERS_LOCATION, centerTitleOptions(groups));
}
