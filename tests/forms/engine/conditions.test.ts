import type { FieldDefinition, FormDefinition } from '@/forms/engine/definition';
import {
  emptyInput,
  isRequired,
  isShown,
  shownFields,
  type FormInput,
} from '@/forms/engine/values';
import { REQUIRED, TODAY, check, choices, field, one } from './check';

describe('conditional fields', () => {
  const definition: FormDefinition = [
    field('Occasion', 'radio', { options: choices('Party', 'Other') }),
    field('Details', 'text', { required: true, showKey: 'Occasion', showValue: 'Other' }),
    field('More', 'tel', { required: true, showKey: 'Details', showValue: 'Call me' }),
    field('News', 'checkbox'),
    field('Topics', 'text', { required: true, showKey: 'News', showValue: 'true' }),
  ];

  it('are shown only while their showKey field holds showValue', () => {
    const shown = (input: FormInput) => shownFields(definition, input).map((field) => field.name);
    expect(shown(emptyInput(definition))).toEqual(['Occasion', 'News']);
    expect(shown({ Occasion: 'Other', Details: '', News: true })).toEqual([
      'Occasion',
      'Details',
      'News',
      'Topics',
    ]);
  });

  it('stay hidden behind a hidden field, whatever they hold', () => {
    const more = definition[2]!;
    expect(isShown(more, definition, { Occasion: 'Other', Details: 'Call me' })).toBe(true);
    expect(isShown(more, definition, { Occasion: 'Party', Details: 'Call me' })).toBe(false);
  });

  it('are not validated, nor submitted, while hidden', () => {
    const input = { Occasion: 'Party', Details: '', More: 'nonsense', News: false, Topics: '' };
    expect(check(definition, input)).toEqual({
      values: { Occasion: 'Party', News: false },
      errors: {},
    });
  });

  it('are validated once shown', () => {
    const input = { Occasion: 'Other', Details: '', More: '', News: true, Topics: '' };
    expect(check(definition, input).errors).toEqual({ Details: REQUIRED, Topics: REQUIRED });
  });
});

describe('requiredWhen', () => {
  const definition: FormDefinition = [
    field('Booking', 'select', { options: choices('Party', 'Visit') }),
    field('Phone', 'tel', { requiredWhen: { key: 'Booking', values: ['Party'] } }),
  ];

  it('makes a field required only while the other field holds one of the values', () => {
    const phone = definition[1]!;
    expect(isRequired(phone, { Booking: 'Party' })).toBe(true);
    expect(isRequired(phone, { Booking: 'Visit' })).toBe(false);
    expect(isRequired(phone, {})).toBe(false);
    expect(check(definition, { Booking: 'Party', Phone: '' }).errors).toEqual({ Phone: REQUIRED });
    expect(check(definition, { Booking: 'Visit', Phone: '' }).values).toEqual({
      Booking: 'Visit',
      Phone: '',
    });
  });
});

describe('errorMsg and a form’s own checks', () => {
  const zip: FieldDefinition = { name: 'zipcode', label: 'ZIP', type: 'text', required: true };

  it('errorMsg replaces every message of its field', () => {
    const custom = { ...zip, errorMsg: 'Please enter your ZIP code' };
    expect(one(custom, '').errors).toEqual({ zipcode: 'Please enter your ZIP code' });
  });

  it('validate adds messages to fields that passed their rules, shown ones only', () => {
    const validate = (values: Record<string, unknown>) => ({
      zipcode: /^\d{5}$/.test(String(values.zipcode)) ? undefined : 'Please enter a 5-digit ZIP',
      ghost: 'never shown',
    });
    expect(one(zip, 'abc', { validate }).errors).toEqual({ zipcode: 'Please enter a 5-digit ZIP' });
    expect(one(zip, '', { validate }).errors).toEqual({ zipcode: REQUIRED });
    expect(one(zip, '85281', { validate }).values).toEqual({ zipcode: '85281' });
  });

  it('validate receives the guest’s today', () => {
    const validate = vi.fn(() => ({}));
    one(zip, '85281', { validate });
    expect(validate).toHaveBeenCalledWith({ zipcode: '85281' }, TODAY);
  });
});

describe('an untouched form', () => {
  it('holds unticked boxes and empty text', () => {
    expect(
      emptyInput([
        { name: 'a', label: 'A', type: 'text' },
        { name: 'b', label: 'B', type: 'checkbox' },
        { name: 'c', label: 'C', type: 'select', options: [] },
      ]),
    ).toEqual({ a: '', b: false, c: '' });
  });
});
