// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import ErrorPage from '@/app/[locale]/error';

const pathname = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => pathname.current,
}));

/** The page as a failed render shows it; the Spanish words arrive on their own. */
async function renderFailedPage(path: string) {
  pathname.current = path;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    render(<ErrorPage error={new Error('boom')} reset={() => undefined} />);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the error page', () => {
  it('says what went wrong and offers another try, in English on an English page', async () => {
    await renderFailedPage('/locations/tempe/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong on our side.' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('speaks Spanish on a Spanish page, its contact link kept Spanish', async () => {
    await renderFailedPage('/es/locations/tempe/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Algo salió mal de nuestro lado.' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute(
      'href',
      '/es/contact-us/',
    );
  });
});
