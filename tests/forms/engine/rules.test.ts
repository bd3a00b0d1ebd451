import { fieldMessages } from '@/forms/engine/messages';
import { seasonPassMessages } from '@/forms/season-pass/messages';
import {
  checkboxRule,
  emailRule,
  nameRule,
  phoneRule,
  phoneToDigits,
  selectRule,
  startsWithLetterOrDigit,
  textRule,
} from '@/forms/engine/rules';
import { MAX_PASSES_PER_REGISTRATION, passNumber, phoneDigits } from '@/lib/platform/schemas';

/** The messages of a failed parse, or [] when it passes. */
function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('the field messages', () => {
  it('are the documented words, spelled correctly', () => {
    expect(fieldMessages.required).toBe('This field is required');
    expect(fieldMessages.phone).toBe('Please use a valid phone number (i.e. XXX-XXX-XXXX)');
  });

  it('agree with the platform schemas the route handlers check with', () => {
    expect(messages(phoneDigits.safeParse('123'))).toEqual([fieldMessages.phone]);
    expect(messages(passNumber.safeParse('123'))).toEqual([seasonPassMessages.cardNumber]);
    expect(MAX_PASSES_PER_REGISTRATION).toBe(10);
  });
});

describe('text and select rules', () => {
  it('require a value starting with a letter or digit when required', () => {
    const rule = textRule({ required: true });
    expect(rule.parse('  Katy ')).toBe('Katy');
    for (const good of ['9 Lanes', 'Éva']) expect(rule.parse(good)).toBe(good);
    for (const bad of ['', '   ', '-dash', '<script>']) {
      expect(messages(rule.safeParse(bad)), bad).toEqual([fieldMessages.required]);
    }
  });

  it('let an optional field stay empty but check it once it is filled', () => {
    const rule = textRule();
    expect(rule.parse('')).toBe('');
    expect(messages(rule.safeParse('*'))).toEqual([fieldMessages.required]);
    expect(rule.parse('Acme')).toBe('Acme');
  });

  it('apply the same rule to selects', () => {
    expect(messages(selectRule({ required: true }).safeParse(''))).toEqual([
      fieldMessages.required,
    ]);
    expect(selectRule({ required: true }).parse('251')).toBe('251');
  });

  it('decide "starts with a letter or digit" on the first character only', () => {
    expect(startsWithLetterOrDigit('a!')).toBe(true);
    expect(startsWithLetterOrDigit('7')).toBe(true);
    expect(startsWithLetterOrDigit(' a')).toBe(false);
    expect(startsWithLetterOrDigit('.a')).toBe(false);
    expect(startsWithLetterOrDigit('')).toBe(false);
  });

  it('check names with the platform’s own rule', () => {
    expect(nameRule.parse(' Jamie ')).toBe('Jamie');
    for (const bad of ['', '  ', '_Jamie']) {
      const found = messages(nameRule.safeParse(bad));
      expect(found[0], bad).toBe(fieldMessages.required);
      expect(new Set(found), bad).toEqual(new Set([fieldMessages.required]));
    }
  });
});

describe('phone rule', () => {
  it('accepts formatted US numbers and gives their ten digits', () => {
    const rule = phoneRule({ required: true });
    expect(rule.parse('(480) 555-0142')).toBe('4805550142');
    expect(rule.parse('480-555-0142')).toBe('4805550142');
    expect(rule.parse('480.555.0142')).toBe('4805550142');
    expect(rule.parse(' 4805550142 ')).toBe('4805550142');
    expect(rule.parse('+1 480 555 0142')).toBe('4805550142');
    expect(rule.parse('1-480-555-0142')).toBe('4805550142');
  });

  it('takes area codes and exchanges starting with 1 to 9', () => {
    const rule = phoneRule({ required: true });
    expect(rule.parse('(180) 155-0142')).toBe('1801550142');
    expect(rule.parse('(999) 999-9999')).toBe('9999999999');
  });

  it('refuses an area code or exchange starting with 0, a wrong length or letters', () => {
    const rule = phoneRule({ required: true });
    for (const bad of [
      '(080) 555-0142',
      '(480) 055-0142',
      '(000) 000-0000',
      '480-555-014',
      '480-555-01423',
      '480-555-CALL',
      '480x555x0142',
    ]) {
      expect(messages(rule.safeParse(bad)), bad).toEqual([fieldMessages.phone]);
    }
  });

  it('asks for a required phone with the required message, and lets an optional one be empty', () => {
    expect(messages(phoneRule({ required: true }).safeParse('  '))).toEqual([
      fieldMessages.required,
    ]);
    expect(phoneRule().parse('')).toBe('');
    expect(messages(phoneRule().safeParse('12'))).toEqual([fieldMessages.phone]);
  });

  it('drops only phone punctuation', () => {
    expect(phoneToDigits('(480) 555-0142')).toBe('4805550142');
    expect(phoneToDigits('480 555 0142 ext 5')).toBeNull();
  });
});

describe('email rule', () => {
  it('is always required and must be an address', () => {
    const rule = emailRule();
    expect(rule.parse(' jamie@example.com ')).toBe('jamie@example.com');
    expect(messages(rule.safeParse(''))).toEqual([fieldMessages.required]);
    for (const bad of ['jamie', 'jamie@', '@example.com', 'jamie@example', 'ja mie@example.com']) {
      expect(messages(rule.safeParse(bad)), bad).toEqual([fieldMessages.email]);
    }
  });
});

describe('checkbox rule', () => {
  it('needs a required box checked and takes either value otherwise', () => {
    expect(messages(checkboxRule({ required: true }).safeParse(false))).toEqual([
      fieldMessages.required,
    ]);
    expect(checkboxRule({ required: true }).parse(true)).toBe(true);
    expect(checkboxRule().parse(false)).toBe(false);
  });
});
