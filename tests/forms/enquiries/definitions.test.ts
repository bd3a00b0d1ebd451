import type { FieldDefinition, FormDefinition } from '@/forms/engine/definition';
import { centerTitleOptions } from '@/forms/enquiries/options';
import { escapeRoomDefinition } from '@/forms/enquiries/escape-room/definition';
import { groupEventDefinition, groupEventFields } from '@/forms/enquiries/group-event/definition';
import { ALL_TIME_SLOTS, timeSlotsFor } from '@/forms/enquiries/group-event/timeSlots';
import { offersDefinition, offersFields } from '@/forms/enquiries/offers/definition';
import { showcaseDefinition, showcaseFields } from '@/forms/enquiries/showcase/definition';

const GROUPS = [
  { state: 'Arizona', centers: [{ id: '102', name: 'Tempe' }] },
  { state: 'Texas', centers: [{ id: '251', name: 'Katy' }] },
];

/**
 * name → type, required as a plain yes/no, so a test reads like the field lists of
 * docs/rules/content-and-data.md#enquiry-form-definitions and
 * docs/rules/validation.md#required-fields.
 */
function outline(definition: FormDefinition) {
  return definition.map(({ name, type, required }) => [name, type, required === true]);
}

function field(definition: FormDefinition, name: string): FieldDefinition {
  const found = definition.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

const optionLabels = (definition: FormDefinition, name: string) =>
  field(definition, name).options?.map((option) => option.label);

describe.each([
  ['group-event', groupEventDefinition],
  ['escape-room', escapeRoomDefinition],
  ['showcase', showcaseDefinition],
  ['offers', offersDefinition],
])('the %s definition', (_, definition) => {
  it('names every field once and labels it', () => {
    const names = definition.map((candidate) => candidate.name);
    expect(new Set(names).size).toBe(names.length);
    for (const candidate of definition) expect(candidate.label.trim(), candidate.name).not.toBe('');
  });

  it('gives every option a value equal to its label, as the venue reads it', () => {
    for (const option of definition.flatMap((candidate) => candidate.options ?? [])) {
      expect(option.value).toBe(option.label);
    }
  });
});

describe('the group-event enquiry', () => {
  it('has the documented fields, required as documented', () => {
    expect(outline(groupEventDefinition)).toEqual([
      ['First Name', 'text', true],
      ['Last Name', 'text', true],
      ['Email', 'email', true],
      ['Phone Number', 'tel', true],
      ['Desired Date', 'date', false],
      ['time', 'select', false],
      ['guests', 'select', false],
      ['Company', 'text', false],
      ['Location', 'select', true],
      ['Additional Info', 'textarea', true],
      ['emailOptIn', 'checkbox', false],
      ['smsOptIn', 'checkbox', false],
      ['Accept Terms', 'checkbox', true],
    ]);
  });

  it('offers every time slot until a date narrows them to its weekday, then the centers', () => {
    expect(field(groupEventDefinition, 'time').label).toBe('Desired Time');
    expect(optionLabels(groupEventFields(GROUPS, {}), 'time')).toEqual(ALL_TIME_SLOTS);
    // Saturday 7 March 2026: no morning, late evening until midnight.
    expect(
      optionLabels(groupEventFields(GROUPS, { 'Desired Date': '2026-03-07' }), 'time'),
    ).toEqual(timeSlotsFor('2026-03-07'));
    expect(field(groupEventFields(GROUPS, {}), 'Location').options).toEqual(
      centerTitleOptions(GROUPS),
    );
  });
});

describe('the escape-room enquiry', () => {
  it('has the documented fields, required as documented, phone optional', () => {
    expect(outline(escapeRoomDefinition)).toEqual([
      ['first', 'text', true],
      ['last', 'text', true],
      ['email', 'email', true],
      ['phone', 'tel', false],
      ['date', 'date', false],
      ['time', 'text', false],
      ['group', 'text', false],
      ['type', 'select', true],
      ['participants', 'select', false],
      ['zipcode', 'text', true],
      ['message', 'textarea', true],
      ['terms', 'checkbox', true],
    ]);
  });

  it('offers exactly the three escape rooms and the four participant bands', () => {
    expect(optionLabels(escapeRoomDefinition, 'type')).toEqual([
      'The Main Escape',
      'The Brainy Bunch',
      'WFH Challenge',
    ]);
    expect(optionLabels(escapeRoomDefinition, 'participants')).toEqual([
      'Less than 10',
      'Between 10 and 25',
      'Between 25 and 60',
      'More than 60',
    ]);
  });
});

describe('the showcase enquiry', () => {
  it('has the documented fields, phone optional and the Showcase Date required', () => {
    expect(outline(showcaseDefinition)).toEqual([
      ['First Name', 'text', true],
      ['Last Name', 'text', true],
      ['Email', 'email', true],
      ['Phone Number', 'tel', false],
      ['Showcase Date', 'select', true],
      ['Company', 'text', false],
      ['Preferred Location', 'select', false],
      ['Additional Info', 'textarea', true],
      ['Accept Terms', 'checkbox', true],
    ]);
  });

  it('offers the six sessions in calendar order, then the not-sure choice', () => {
    expect(optionLabels(showcaseDefinition, 'Showcase Date')).toEqual([
      'Wednesday, February 3, 1pm to 1:30pm CST',
      'Wednesday, February 10, 1pm to 1:30pm CST',
      'Thursday, February 11, 1pm to 1:30pm CST',
      'Wednesday, February 17, 1pm to 1:30pm CST',
      'Wednesday, February 24, 1pm to 1:30pm CST',
      'Thursday, February 25, 1pm to 1:30pm CST',
      "I'm not sure and need more information",
    ]);
  });

  it('starts Preferred Location with No Preference, then the centers by title', () => {
    expect(optionLabels(showcaseDefinition, 'Preferred Location')).toEqual(['No Preference']);
    expect(optionLabels(showcaseFields(GROUPS), 'Preferred Location')).toEqual([
      'No Preference',
      'Tempe',
      'Katy',
    ]);
  });
});

describe('the offers sign-up', () => {
  it('offers the centers by title', () => {
    expect(field(offersFields(GROUPS), 'Location').options).toEqual(centerTitleOptions(GROUPS));
  });

  it('has the documented fields, phone and Location required, notifications optional', () => {
    expect(outline(offersDefinition)).toEqual([
      ['firstName', 'text', true],
      ['lastName', 'text', true],
      ['email', 'email', true],
      ['phone', 'tel', true],
      ['Location', 'select', true],
      ['emailNotification', 'checkbox', false],
      ['smsNotification', 'checkbox', false],
    ]);
  });
});
