import { BIRTHDAY_INFO_PATH, bookPackageHref, carriedPackage } from '@/forms/birthday/links';

const packages = [{ anchor: 'teen-all-access' }, { anchor: 'bowling-bash-birthday' }];

describe('a package carried into the booking', () => {
  it('Book Now leads to the info step with the package in the address', () => {
    expect(BIRTHDAY_INFO_PATH).toBe('/book/birthday/info/');
    expect(bookPackageHref('teen-all-access')).toBe('/book/birthday/info/?package=teen-all-access');
  });

  it('is taken when the site offers it, whatever its case', () => {
    expect(carriedPackage('?package=teen-all-access', packages)).toBe('teen-all-access');
    expect(carriedPackage('?utm_source=mail&package=Bowling-Bash-Birthday', packages)).toBe(
      'bowling-bash-birthday',
    );
  });

  it('is ignored when unknown, empty or absent', () => {
    expect(carriedPackage('?package=free-party', packages)).toBeUndefined();
    expect(carriedPackage('?package=', packages)).toBeUndefined();
    expect(carriedPackage('?package=%3Cscript%3E', packages)).toBeUndefined();
    expect(carriedPackage('', packages)).toBeUndefined();
  });
});
