import {
  languageOfWords,
  localeOfPath,
  localizedHref,
  pathWithoutLocale,
} from '@/lib/i18n/locales';

describe('addresses in a language', () => {
  it('puts a page address under /es/ in Spanish and leaves it bare in English', () => {
    expect(localizedHref('/', 'es')).toBe('/es/');
    expect(localizedHref('/locations/tempe/?from=map#hours', 'es')).toBe(
      '/es/locations/tempe/?from=map#hours',
    );
    expect(localizedHref('/es/locations/', 'en')).toBe('/locations/');
    expect(localizedHref('/es/locations/', 'es')).toBe('/es/locations/');
    expect(localizedHref('/locations/', 'en')).toBe('/locations/');
  });

  it('leaves alone what is not a page: other sites, anchors, files, route handlers', () => {
    for (const href of [
      'https://example.com/',
      '//cdn.example.com/x',
      '#book-a-party',
      'tel:+15555550100',
      '/art/bowling.svg',
      '/api/leads',
      '/cms-assets/menu.pdf',
    ]) {
      expect(localizedHref(href, 'es')).toBe(href);
    }
  });

  it('reads the language of an address, and the address without it', () => {
    expect(localeOfPath('/es/')).toBe('es');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/espresso/')).toBe('en');
    expect(localeOfPath('/locations/')).toBe('en');
    expect(pathWithoutLocale('/es/locations/')).toBe('/locations/');
    expect(pathWithoutLocale('/es')).toBe('/');
    // The address an English page is built at, before the rewrite serves it without a prefix.
    expect(pathWithoutLocale('/en/locations/')).toBe('/locations/');
    expect(pathWithoutLocale('/espresso/')).toBe('/espresso/');
  });

  it('names the language an entry’s words are in from their CMS locale', () => {
    expect(languageOfWords('es-US')).toBe('es');
    expect(languageOfWords('en-US')).toBe('en');
    // Read in English, an entry says nothing: its words are English.
    expect(languageOfWords(undefined)).toBe('en');
  });
});
