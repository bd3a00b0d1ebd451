// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryFormIsland } from '@/blocks/enquiry-form/EnquiryForm.client';
import { loadFormValidation } from '@/forms/engine/loadValidation';
import { FORM_NAMESPACES, islandTranslations } from '@/lib/i18n';

beforeAll(() => loadFormValidation());

const groups = [{ state: 'Arizona', centers: [{ id: '102', name: 'Tempe' }] }];
const spanish = islandTranslations(FORM_NAMESPACES, 'es');

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(Response.json({ ok: true }));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderSpanishContact() {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="contact-heading">Cuéntanos qué planeas</h2>
      <EnquiryFormIsland
        formId="contact"
        locationGroups={groups}
        labelledBy="contact-heading"
        translations={spanish}
      />
    </>,
  );
  return user;
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('the contact form on a Spanish page', () => {
  it('tells an empty and a wrong submission what to fix, in Spanish', async () => {
    const user = renderSpanishContact();

    await user.type(textbox(/^Número de teléfono/), '555-0142');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(textbox(/^Nombre/)).toHaveFocus();
    expect(textbox(/^Nombre/)).toHaveAccessibleDescription(
      expect.stringContaining('Este campo es obligatorio'),
    );
    expect(textbox(/^Número de teléfono/)).toHaveAccessibleDescription(
      expect.stringContaining('Usa un número de teléfono válido (p. ej. XXX-XXX-XXXX)'),
    );
    expect(screen.getByText('Revisa los errores del formulario.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText(/Los campos marcados/)).toHaveTextContent(
      'Los campos marcados *con un asterisco son obligatorios.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the booking choices in Spanish and sends what the center reads', async () => {
    const user = renderSpanishContact();
    const booking = screen.getByRole('combobox', { name: 'Reserva' });

    expect(within(booking).getByRole('option', { name: 'Fiesta de cumpleaños' })).toHaveValue(
      'Birthday Party',
    );
    expect(
      within(screen.getByRole('combobox', { name: /^Hora deseada/ })).getByRole('option', {
        name: '9:00 a. m.',
      }),
    ).toHaveValue('9:00 AM');
    await user.type(textbox(/^Información adicional/), 'Dos clases');
    expect(screen.getByText('Quedan 246 caracteres')).toBeVisible();
  });
});
