/**
 * A form is data: a list of field definitions in the specification's shape (spec section 3,
 * "Form field definition"). One renderer draws any form and one rules module builds its zod schema
 * from the same list, so the browser and the route handler validate alike.
 */

export type FieldType =
  'text' | 'tel' | 'email' | 'select' | 'date' | 'checkbox' | 'radio' | 'textarea';

/** full: the whole row; auto: as wide as its content; half (the default): half a row on desktop. */
export type FieldWidth = 'full' | 'auto' | 'half';

export interface FieldOption {
  label: string;
  value: string;
}

export interface FieldDefinition {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  width?: FieldWidth;
  /** Shown only while the field named showKey holds showValue. Hidden fields are not validated. */
  showKey?: string;
  showValue?: string;
  options?: FieldOption[];
  /** Replaces the rule's own message for this field. */
  errorMsg?: string;
}

export type FormDefinition = readonly FieldDefinition[];
