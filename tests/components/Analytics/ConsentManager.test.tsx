// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConsentManager from '@/components/Analytics/ConsentManager.client';
import { CONSENT_STORAGE_KEY } from '@/lib/analytics/setup';
import { report } from '@/lib/analytics/signals';

const tagManager = () => document.head.querySelector('script[src*="googletagmanager.com"]');
const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
const consentCommands = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

function renderManager(locale: 'en' | 'es' = 'en') {
  const user = userEvent.setup();
  render(
    <>
      <ConsentManager gtmId="GTM-TEST123" locale={locale} />
      <footer>
        <div id="cookie-preferences" />
      </footer>
    </>,
  );
  return user;
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  window.localStorage.clear();
  delete window.dataLayer;
  delete window.siteConsent;
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: undefined,
    configurable: true,
  });
});

describe('the consent banner', () => {
  it('asks before anything loads, with Accept and Reject side by side', async () => {
    renderManager();
    const banner = screen.getByRole('region', { name: 'Cookies and your privacy' });
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reject all' })).toBeVisible();
    expect(banner).toBeVisible();
    expect(tagManager()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(window.siteConsent).toEqual({ analytics: false, advertising: false });
  });

  it('loads the tag manager after Accept, telling it what was allowed first', async () => {
    const user = renderManager();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));

    expect(stored()).toMatchObject({ analytics: true, advertising: true });
    await waitFor(() =>
      expect(tagManager()).toHaveAttribute(
        'src',
        'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
      ),
    );
    expect(consentCommands()[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your choices are saved.');
  });

  it('passes the page’s reports on only after consent, and only their own fields', async () => {
    const user = renderManager();
    report('language_switched', { language: 'es' });
    expect(window.dataLayer).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(tagManager()).not.toBeNull());
    report('enquiry_sent', { form: 'contact', email: 'ana@example.com' } as never);
    report('enquiry_sent', { form: 'Call Ana on 480 555 0100' });
    const events = (window.dataLayer ?? []).filter(
      (entry) =>
        !('length' in (entry as object)) && (entry as { event: string }).event !== 'gtm.js',
    );
    expect(events).toEqual([{ event: 'enquiry_sent', form: 'contact' }]);
  });

  it('loads nothing after Reject, and remembers it', async () => {
    const user = renderManager();
    await user.click(screen.getByRole('button', { name: 'Reject all' }));

    expect(stored()).toMatchObject({ analytics: false, advertising: false });
    expect(tagManager()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('takes a choice per purpose, and opens again from the footer', async () => {
    const user = renderManager();
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    await user.click(screen.getByRole('checkbox', { name: /Measuring visits and bookings/ }));
    expect(screen.getByRole('checkbox', { name: /Advertising partners/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));

    expect(stored()).toMatchObject({ analytics: true, advertising: false });
    await waitFor(() => expect(tagManager()).not.toBeNull());
    expect(consentCommands()[0]?.[2]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
    });

    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    expect(screen.getByRole('checkbox', { name: /Measuring visits and bookings/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Advertising partners/ })).not.toBeChecked();
  });

  it('does not ask again once the guest has chosen', async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: true, advertising: false }),
    );
    renderManager();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await waitFor(() => expect(tagManager()).not.toBeNull());
  });

  it('honours Global Privacy Control: no banner, no tag manager, and says why', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: true, advertising: true }),
    );
    const user = renderManager();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(tagManager()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    expect(screen.getByText(/Your browser sends Global Privacy Control/)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Advertising partners/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(tagManager()).toBeNull();
  });

  it('asks in Spanish on a Spanish page', () => {
    renderManager('es');
    expect(screen.getByRole('region', { name: 'Las cookies y tu privacidad' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aceptar todo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rechazar todo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Preferencias de cookies' })).toBeVisible();
  });
});
