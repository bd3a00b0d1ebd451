// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageOffer, LanguageSwitch } from '@/components/SiteHeader/LanguageSwitch.client';

const page = vi.hoisted(() => ({ pathname: '/locations/tempe/' }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => page.pathname,
}));

const SPANISH = { name: 'Español', action: 'Ver esta página en español' };
const OFFER = {
  offer: 'Esta página también está en español.',
  accept: 'Verla en español',
  dismiss: 'Cerrar',
};

// jsdom cannot load another page: the click's default action is stopped once the switch is done.
const stayOnPage = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  document.cookie = 'language=; path=/; max-age=0';
  page.pathname = '/locations/tempe/';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the language switch', () => {
  it('leads to the same page in Spanish, named in Spanish', () => {
    render(<LanguageSwitch texts={SPANISH} />);
    const link = screen.getByRole('link', { name: 'Ver esta página en español' });
    expect(link).toHaveAttribute('href', '/es/locations/tempe/');
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(link).toHaveAttribute('lang', 'es');
    expect(link).toHaveTextContent('Español');
  });

  it('leads a Spanish page back to English', () => {
    page.pathname = '/es/locations/tempe/';
    render(<LanguageSwitch texts={{ name: 'English', action: 'Read this page in English' }} />);
    expect(screen.getByRole('link', { name: 'Read this page in English' })).toHaveAttribute(
      'href',
      '/locations/tempe/',
    );
  });

  it('keeps the query and the anchor, and remembers the choice in a cookie', async () => {
    window.history.replaceState(null, '', '/locations/tempe/?from=map#hours');
    render(<LanguageSwitch texts={SPANISH} />);
    const link = screen.getByRole<HTMLAnchorElement>('link', {
      name: 'Ver esta página en español',
    });
    await userEvent.click(link);
    expect(`${link.pathname}${link.search}${link.hash}`).toBe(
      '/es/locations/tempe/?from=map#hours',
    );
    expect(document.cookie).toContain('language=es');
  });
});

describe('the offer of the other language', () => {
  const prefer = (...languages: string[]) =>
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

  it('offers the Spanish page to a browser that prefers Spanish, until dismissed', async () => {
    prefer('es-MX', 'en');
    render(<LanguageOffer texts={OFFER} />);
    const offer = await screen.findByRole('region', { name: OFFER.offer });
    expect(offer).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('link', { name: 'Verla en español' })).toHaveAttribute(
      'href',
      '/es/locations/tempe/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // Dismissing is a choice: this page's language, remembered.
    expect(document.cookie).toContain('language=en');
  });

  it('offers nothing once a language was chosen, or to a browser that prefers this one', async () => {
    prefer('es-US');
    document.cookie = 'language=en; path=/';
    const { unmount } = render(<LanguageOffer texts={OFFER} />);
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();

    document.cookie = 'language=; path=/; max-age=0';
    prefer('en-US', 'es');
    render(<LanguageOffer texts={OFFER} />);
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
