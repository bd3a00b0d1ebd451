import type { FieldDefinition } from '../definition';

/**
 * The guest's name as every enquiry form asks for it; only the submitted field name differs
 * between forms (spec section 3 keeps each form's own names).
 */
export function firstNameField(name = 'First Name'): FieldDefinition {
  return {
    name,
    label: 'First Name',
    type: 'text',
    required: true,
    autoComplete: 'given-name',
    maxLength: 50,
  };
}

export function lastNameField(name = 'Last Name'): FieldDefinition {
  return {
    name,
    label: 'Last Name',
    type: 'text',
    required: true,
    autoComplete: 'family-name',
    maxLength: 50,
  };
}
