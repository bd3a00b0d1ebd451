import {
  ESCAPE_ROOM_MIN_DAYS_AHEAD,
  ZIP_CODE_MESSAGE,
  isZipCode,
  validateEscapeRoom,
} from '@/forms/enquiries/escape-room/rules';

describe('the escape-room rules', () => {
  it('read the date’s “minimum 8” as 8 days', () => {
    expect(ESCAPE_ROOM_MIN_DAYS_AHEAD).toBe(8);
  });

  it('take a ZIP code of five digits', () => {
    expect(isZipCode('85281')).toBe(true);
    expect(isZipCode(' 77449 ')).toBe(true);
    for (const value of ['', '8528', '852810', '85281-1234', 'ABCDE', '85 281']) {
      expect(isZipCode(value), value).toBe(false);
    }
  });

  it('flag only a ZIP code that is not five digits', () => {
    expect(validateEscapeRoom({ zipcode: '77449' })).toEqual({});
    expect(validateEscapeRoom({ zipcode: '7744' })).toEqual({ zipcode: ZIP_CODE_MESSAGE });
    expect(validateEscapeRoom({ zipcode: 'Katy' })).toEqual({ zipcode: ZIP_CODE_MESSAGE });
    // A field that already failed its own rule is not in the values the form checks.
    expect(validateEscapeRoom({})).toEqual({});
    expect(ZIP_CODE_MESSAGE).toBe('Please enter a 5-digit ZIP code');
  });
});
