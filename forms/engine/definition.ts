/**
 * A form is data: a list of field definitions in the documented shape
 * (docs/rules/content-and-data.md#form-field-definition). One renderer draws any form and one
 * rules module builds its zod schema from the same list, so the browser and the route handler
 * validate alike.
 */

export type FieldType =
  'text' | 'tel' | 'email' | 'select' | 'date' | 'checkbox' | 'radio' | 'textarea';

/** full: the whole row; auto: as wide as its content; half (the default): half a row on desktop. */
export type FieldWidth = 'full' | 'auto' | 'half';

export interface FieldOption {
  label: string;
  value: string;
  /** A select shows options of the same group under one heading (centers by state). */
  group?: string;
}

export interface FieldDefinition {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /**
   * Required only while the field named `key` holds one of `values`: the contact form needs a
   * phone, a location, a date and a time only for the bookings that become a lead.
   */
  requiredWhen?: { key: string; values: readonly string[] };
  width?: FieldWidth;
  /** Shown only while the field named showKey holds showValue. Hidden fields are not validated. */
  showKey?: string;
  showValue?: string;
  options?: FieldOption[];
  /** Replaces the rule's own message for this field. */
  errorMsg?: string;
  /** A short help text under the control, read with it. */
  hint?: string;
  /** A select's empty first choice ('Select a location'); a generic one when absent. */
  placeholder?: string;
  /** Autofill purpose ('given-name', 'organization'; WCAG 1.3.5); email and tel have defaults. */
  autoComplete?: string;
  /** At most this many characters; the engine has a default per type (a textarea's is 256). */
  maxLength?: number;
  /** A date's earliest day, counted from the guest's today (1: tomorrow). */
  minDaysAhead?: number;
}

export type FormDefinition = readonly FieldDefinition[];
