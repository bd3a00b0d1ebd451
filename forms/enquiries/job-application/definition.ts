import type { FormDefinition } from '@/forms/engine/definition';
import texts from '@/messages/en/FormTexts.json';
import type { FormValues } from '@/forms/engine/values';
import type { LocationGroup } from '@/forms/engine/types';
import { centerIdOptions } from '../contact/definition';
import * as common from '../fields';
import { optionsOf, withOptions } from '../options';

/**
 * The job application (docs/decisions/0017-careers.md). The rules name no fields for it, so it
 * asks what a venue's hiring manager needs to call an applicant back: the position and center,
 * names, email, a phone (required: venues hire by phone), when they can work and a short note.
 *
 * Position and Location say which opening the guest applies for. Applying from an opening fills
 * them from the opening (withOpening) and the guest does not see them; a general application asks
 * for both. Location is submitted by center id, which is where the mail goes.
 */

export const JOB_APPLICATION_FIELDS = {
  position: 'Position',
  location: 'Location',
  availability: 'Availability',
  startDate: 'Start Date',
  about: 'About You',
} as const;

export const AVAILABILITY = [texts.weekdays, texts.weeknights, texts.weekends, texts.anyTime];

export const jobApplicationDefinition: FormDefinition = [
  {
    name: JOB_APPLICATION_FIELDS.position,
    label: texts.position,
    type: 'text',
    required: true,
    maxLength: 100,
    hint: texts.positionHint,
  },
  common.location({ name: JOB_APPLICATION_FIELDS.location, required: true }),
  common.firstName(),
  common.lastName(),
  common.email(),
  common.phone({ required: true, hint: texts.phoneHint }),
  {
    name: JOB_APPLICATION_FIELDS.availability,
    label: texts.availability,
    type: 'select',
    required: true,
    placeholder: texts.whenCanYouWork,
    options: optionsOf(AVAILABILITY),
  },
  {
    name: JOB_APPLICATION_FIELDS.startDate,
    label: texts.earliestStart,
    type: 'date',
    minDaysAhead: 1,
  },
  {
    name: JOB_APPLICATION_FIELDS.about,
    label: texts.aboutYou,
    type: 'textarea',
    required: true,
    width: 'full',
  },
  common.terms(),
];

/** The opening a guest applies for, as the careers openings block hands it to the form. */
export interface OpeningChoice {
  title: string;
  centerId: string;
}

const OPENING_FIELDS: readonly string[] = [
  JOB_APPLICATION_FIELDS.position,
  JOB_APPLICATION_FIELDS.location,
];

/**
 * The fields as the guest sees them: the centers by id for a general application, or, applying
 * for an opening, everything but the position and center the opening already gives.
 */
export function jobApplicationFields(
  groups: readonly LocationGroup[],
  opening?: OpeningChoice,
): FormDefinition {
  if (opening) {
    return jobApplicationDefinition.filter((field) => !OPENING_FIELDS.includes(field.name));
  }
  return withOptions(
    jobApplicationDefinition,
    JOB_APPLICATION_FIELDS.location,
    centerIdOptions(groups),
  );
}

/** The values to send: the opening's title and center in place of the fields it fills. */
export function withOpening(values: FormValues, opening?: OpeningChoice): FormValues {
  if (!opening) return values;
  return {
    ...values,
    [JOB_APPLICATION_FIELDS.position]: opening.title,
    [JOB_APPLICATION_FIELDS.location]: opening.centerId,
  };
}
