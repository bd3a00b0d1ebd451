import type { FieldDefinition } from '@/forms/engine/definition';
import { engineMessages } from '@/forms/engine/messages';
import { BAD_EMAIL, PHONE, REQUIRED, one } from './check';

describe('the messages', () => {
  it('are the documented words', () => {
    expect(engineMessages.required).toBe(REQUIRED);
    expect(engineMessages.phone).toBe(PHONE);
    expect(engineMessages.checkForm).toBe('Please check your form for errors.');
    expect(engineMessages.textareaHint).toBe('* No special characters allowed except /');
    expect(engineMessages.sending).toBe('Sending');
    expect(engineMessages.thankYou).toBe(
      'Thank You! A member of our team will be in touch with you shortly.',
    );
  });
});

describe('phone (tel) fields', () => {
  const phone: FieldDefinition = { name: 'Phone Number', label: 'Phone', type: 'tel' };

  it('are checked when required: empty is required, then the US 10-digit rule', () => {
    const required = { ...phone, required: true };
    expect(one(required, '').errors).toEqual({ 'Phone Number': REQUIRED });
    expect(one(required, '480-555-014').errors).toEqual({ 'Phone Number': PHONE });
    expect(one(required, '(480) 555-0142').values).toEqual({ 'Phone Number': '4805550142' });
  });

  it('are optional when not required, but checked once filled', () => {
    expect(one(phone, '').values).toEqual({ 'Phone Number': '' });
    expect(one(phone, '  ').values).toEqual({ 'Phone Number': '' });
    expect(one(phone, 'call me').errors).toEqual({ 'Phone Number': PHONE });
  });

  it('need an area code and exchange starting with 1 to 9', () => {
    expect(one(phone, '080-555-0142').errors).toEqual({ 'Phone Number': PHONE });
    expect(one(phone, '480-055-0142').errors).toEqual({ 'Phone Number': PHONE });
    expect(one(phone, '+1 480 555 0142').values).toEqual({ 'Phone Number': '4805550142' });
  });
});

describe('email fields', () => {
  const email: FieldDefinition = { name: 'Email', label: 'Email', type: 'email' };

  it('always match the standard address pattern, required or not', () => {
    expect(one(email, '').errors).toEqual({ Email: REQUIRED });
    expect(one(email, 'ann@example').errors).toEqual({ Email: BAD_EMAIL });
    expect(one({ ...email, required: true }, 'ann.example.com').errors).toEqual({
      Email: BAD_EMAIL,
    });
    expect(one(email, ' ann@example.com ').values).toEqual({ Email: 'ann@example.com' });
  });

  it('skip the pattern on the virtual forms, keeping the text logic', () => {
    const skip = { skipEmailRule: true };
    expect(one({ ...email, required: true }, 'ann at work', skip).values).toEqual({
      Email: 'ann at work',
    });
    expect(one({ ...email, required: true }, '', skip).errors).toEqual({ Email: REQUIRED });
    expect(one(email, '', skip).values).toEqual({ Email: '' });
    expect(one(email, '@ann', skip).errors).toEqual({ Email: REQUIRED });
  });
});

describe('text fields', () => {
  const company: FieldDefinition = { name: 'Company', label: 'Company', type: 'text' };

  it('must start with a letter or digit when required', () => {
    const name = { ...company, required: true };
    expect(one(name, '').errors).toEqual({ Company: REQUIRED });
    expect(one(name, '   ').errors).toEqual({ Company: REQUIRED });
    expect(one(name, '#1 Team').errors).toEqual({ Company: REQUIRED });
    expect(one(name, ' 3M ').values).toEqual({ Company: '3M' });
  });

  it('may stay empty when optional, but must start with a letter or digit once filled', () => {
    expect(one(company, '').values).toEqual({ Company: '' });
    expect(one(company, '-Acme').errors).toEqual({ Company: REQUIRED });
    expect(one(company, 'Éclair & Co').values).toEqual({ Company: 'Éclair & Co' });
  });

  it('stop at their length: 100 by default, the field’s own maxLength when given', () => {
    expect(one(company, 'a'.repeat(100)).values).toEqual({ Company: 'a'.repeat(100) });
    expect(one(company, 'a'.repeat(101)).errors).toEqual({ Company: engineMessages.tooLong(100) });
    expect(one({ ...company, maxLength: 50 }, 'a'.repeat(51)).errors).toEqual({
      Company: 'Please use at most 50 characters',
    });
  });
});

describe('textareas', () => {
  const info: FieldDefinition = { name: 'Additional Info', label: 'Info', type: 'textarea' };

  it('take at most 256 characters', () => {
    expect(one(info, 'x'.repeat(256)).values).toEqual({ 'Additional Info': 'x'.repeat(256) });
    expect(one(info, 'x'.repeat(257)).errors).toEqual({
      'Additional Info': 'Please use at most 256 characters',
    });
  });

  it('follow the text logic: required, and starting with a letter or digit', () => {
    expect(one({ ...info, required: true }, '').errors).toEqual({ 'Additional Info': REQUIRED });
    expect(one(info, '...').errors).toEqual({ 'Additional Info': REQUIRED });
    expect(one(info, '25 kids, 3/4 grade').values).toEqual({
      'Additional Info': '25 kids, 3/4 grade',
    });
  });

  it('refuse the special characters their hint warns about, and keep everyday sentences', () => {
    expect(one(info, 'Cake at 3:30 (gluten-free!) for Ana & Leo, 50% deposit?').values).toEqual({
      'Additional Info': 'Cake at 3:30 (gluten-free!) for Ana & Leo, 50% deposit?',
    });
    expect(one(info, 'Party <script>x</script>').errors).toEqual({
      'Additional Info': 'Please remove < >: letters, numbers, everyday punctuation and / only',
    });
    expect(one(info, 'Room {A} #2').errors).toEqual({
      'Additional Info': 'Please remove { } #: letters, numbers, everyday punctuation and / only',
    });
  });
});

describe('select and radio fields', () => {
  const options = [
    { label: 'Katy', value: '251' },
    { label: 'Tempe', value: '102' },
  ];
  const location: FieldDefinition = {
    name: 'Location',
    label: 'Location',
    type: 'select',
    options,
  };

  it('need a choice when required', () => {
    expect(one({ ...location, required: true }, '').errors).toEqual({ Location: REQUIRED });
    expect(one({ ...location, required: true }, '251').values).toEqual({ Location: '251' });
    expect(one(location, '').values).toEqual({ Location: '' });
  });

  it('accept only the values they offer', () => {
    expect(one(location, '999').errors).toEqual({ Location: REQUIRED });
    expect(one({ ...location, type: 'radio' }, 'Mesa').errors).toEqual({ Location: REQUIRED });
    expect(one({ ...location, type: 'radio' }, '102').values).toEqual({ Location: '102' });
  });

  it('must start with a letter or digit, like text', () => {
    const odd: FieldDefinition = { ...location, options: [{ label: '*', value: '*' }] };
    expect(one(odd, '*').errors).toEqual({ Location: REQUIRED });
  });
});

describe('checkboxes', () => {
  const terms: FieldDefinition = { name: 'Accept Terms', label: 'Terms', type: 'checkbox' };

  it('must be checked when required', () => {
    expect(one({ ...terms, required: true }, false).errors).toEqual({ 'Accept Terms': REQUIRED });
    expect(one({ ...terms, required: true }, true).values).toEqual({ 'Accept Terms': true });
  });

  it('may stay unchecked when optional', () => {
    expect(one(terms, false).values).toEqual({ 'Accept Terms': false });
  });
});

describe('dates', () => {
  const date: FieldDefinition = { name: 'Desired Date', label: 'Date', type: 'date' };

  it('must be set when required, and be a real day when set', () => {
    expect(one({ ...date, required: true }, '').errors).toEqual({ 'Desired Date': REQUIRED });
    expect(one(date, '').values).toEqual({ 'Desired Date': '' });
    expect(one(date, '2026-02-30').errors).toEqual({ 'Desired Date': REQUIRED });
    expect(one(date, 'soon').errors).toEqual({ 'Desired Date': REQUIRED });
  });

  it('are no earlier than minDaysAhead days from the guest’s today', () => {
    const fromTomorrow = { ...date, minDaysAhead: 1 };
    expect(one(fromTomorrow, '2026-03-11').errors).toEqual({
      'Desired Date': 'Please choose 03/12/2026 or later',
    });
    expect(one(fromTomorrow, '2026-03-12').values).toEqual({ 'Desired Date': '2026-03-12' });
    expect(one(date, '2026-03-11').values).toEqual({ 'Desired Date': '2026-03-11' });
  });
});
