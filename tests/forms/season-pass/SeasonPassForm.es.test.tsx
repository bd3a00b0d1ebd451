// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SeasonPassIsland } from '@/forms/season-pass/SeasonPassIsland.client';
import { loadSeasonPassRules } from '@/forms/season-pass/loadRules';
import { FORM_NAMESPACES, islandTranslations } from '@/lib/i18n';
import { installDialogPolyfill } from '@/tests/support/dialog';

beforeAll(() => loadSeasonPassRules());

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useSearchParams: vi.fn(() => new URLSearchParams()),
}));

const fetchMock = vi.fn<typeof fetch>();
let removeDialogPolyfill: () => void;
beforeEach(() => {
  removeDialogPolyfill = installDialogPolyfill();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  removeDialogPolyfill();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderSpanishForm() {
  const user = userEvent.setup();
  render(
    <SeasonPassIsland
      season="SUMMER"
      companyName="Spark Alley"
      centerGroups={[{ state: 'Texas', centers: [{ id: '251', name: 'Katy' }] }]}
      translations={islandTranslations([...FORM_NAMESPACES, 'SeasonPass'], 'es')}
    />,
  );
  return user;
}

const card = (n: number) =>
  screen.getByRole('textbox', { name: `Pase de temporada: número de tarjeta ${n}` });
const field = (name: string) => screen.getByRole('textbox', { name });
const register = () => screen.getByRole('button', { name: 'Registrar' });

describe('Season pass form on a Spanish page', () => {
  it('names its parts and its limits in Spanish', () => {
    renderSpanishForm();

    expect(
      screen.getByRole('heading', { name: 'Tus tarjetas de pase de temporada' }),
    ).toBeVisible();
    expect(card(1)).toHaveAccessibleDescription(
      expect.stringContaining('Son los 11 dígitos impresos debajo del código de barras'),
    );
    expect(
      screen.getByText('Límite de 10 tarjetas por formulario de registro: (1/10)'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar otra tarjeta' })).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Enviarme notificaciones por correo electrónico' }),
    ).toBeChecked();
  });

  it('says what is missing and what is wrong in Spanish', async () => {
    const user = renderSpanishForm();

    await user.click(register());
    expect(card(1)).toHaveAccessibleDescription(
      expect.stringContaining(
        'Debes escribir al menos un número de tarjeta de pase de temporada para registrarte.',
      ),
    );
    for (const name of ['Nombre', 'Apellido', 'Teléfono', 'Correo electrónico']) {
      expect(field(name)).toHaveAccessibleDescription(
        expect.stringContaining('Este campo es obligatorio'),
      );
    }

    await user.type(card(1), '123');
    await user.type(field('Teléfono'), '555');
    await user.click(register());
    expect(card(1)).toHaveAccessibleDescription(
      expect.stringContaining('Los números de tarjeta deben tener 11 dígitos'),
    );
    expect(field('Teléfono')).toHaveAccessibleDescription(
      expect.stringContaining('Usa un número de teléfono válido'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports each pass in Spanish', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        passNumberStatus: [
          { passNumber: '10000000001', status: 'success', registered: true },
          { passNumber: '55555555555', status: 'failure', registered: false },
        ],
      }),
    );
    const user = renderSpanishForm();
    await user.type(card(1), '10000000001');
    await user.click(screen.getByRole('button', { name: 'Agregar otra tarjeta' }));
    await user.type(card(2), '55555555555');
    await user.type(field('Nombre'), 'Jamie');
    await user.type(field('Apellido'), 'Rivera');
    await user.type(field('Teléfono'), '480-555-0142');
    await user.type(field('Correo electrónico'), 'jamie@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Centro' }), 'Katy');
    await user.click(register());

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('¡Uy!');
    expect(
      within(within(dialog).getByRole('list'))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Pase n.º 10000000001Registrado',
      'Pase n.º 55555555555¡No válido!Número de pase de temporada no válido. Inténtalo de nuevo.',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Contáctanos' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });
});
