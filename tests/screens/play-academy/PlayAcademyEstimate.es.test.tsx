// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { islandTranslations } from '@/lib/i18n';
import { PlayAcademyEstimate } from '@/screens/play-academy/PlayAcademyEstimate.client';
import { useEnquiryRequest } from '@/stores/enquiryRequest';

const ACTION = '/es/events/school-events/play-academy/estimate/';
const REQUEST = { path: '/', anchor: 'book-your-play-academy-labs' };
const SPANISH = islandTranslations(['PlayAcademyEstimate'], 'es');

afterEach(() => {
  useEnquiryRequest.setState({ request: undefined });
  document.body.innerHTML = '';
});

function renderSpanishEstimate() {
  const user = userEvent.setup();
  render(
    <PlayAcademyEstimate initial={{}} action={ACTION} request={REQUEST} translations={SPANISH} />,
  );
  return user;
}

const result = () => document.getElementById('play-academy-estimate')!;
const students = () => screen.getByRole('spinbutton', { name: 'Número de estudiantes' });

describe('the Play Academy estimate on a Spanish page', () => {
  it('offers the labs and the Scholarship Pack in Spanish', () => {
    renderSpanishEstimate();
    const form = screen.getByRole('form', { name: 'Presupuesto estimado de tu visita' });
    expect(screen.getByRole('group', { name: 'Qué hacen tus estudiantes' })).toBeVisible();
    expect(
      screen.getByRole('radio', { name: 'Laboratorios, de $12.99 a $23.99 por estudiante' }),
    ).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Paquete Beca, $25.99 por estudiante' }),
    ).toBeVisible();
    const labs = screen.getByRole('group', { name: 'Laboratorios (de 1 a 4)' });
    expect(
      within(labs)
        .getAllByRole('checkbox')
        .map((lab) => lab.closest('label')!.textContent),
    ).toEqual([
      'Boliche como un campeón',
      'Mejora tu juego con ciencia',
      'Derrota a tus amigos con rayos que rebotan',
      'Una porción justa de pizza +$1.99 por estudiante',
    ]);
    expect(students()).toHaveAccessibleDescription('Mínimo 10, máximo 500.');
    expect(result()).toHaveTextContent(
      'Elige los laboratorios y el número de estudiantes (mínimo 10) para ver el precio por estudiante y el total.',
    );
    expect(form).not.toHaveTextContent(/Estimate your visit|per student|Labs|Number of students/);
  });

  it('prices the visit in Spanish, the total following the number of students', async () => {
    const user = renderSpanishEstimate();
    for (const lab of ['Boliche como un campeón', 'Mejora tu juego con ciencia']) {
      await user.click(screen.getByRole('checkbox', { name: lab }));
    }
    await user.type(students(), '25');
    const figures = within(result());
    expect(result()).toHaveTextContent(
      '2 laboratorios (Boliche como un campeón, Mejora tu juego con ciencia) para 25 estudiantes',
    );
    expect(figures.getByText('Por estudiante').nextSibling).toHaveTextContent('$16.99');
    expect(figures.getByText('Total').nextSibling).toHaveTextContent('$424.75');
    expect(result()).toHaveTextContent(
      'Más impuestos y la tarifa del facilitador ($40.00 por hora de laboratorio para todo el grupo).',
    );

    await user.clear(students());
    await user.type(students(), '30');
    expect(result()).toHaveTextContent('para 30 estudiantes');
    expect(figures.getByText('Total').nextSibling).toHaveTextContent('$509.70');

    await user.click(screen.getByRole('radio', { name: /Paquete Beca/ }));
    expect(result()).toHaveTextContent('El Paquete Beca para 30 estudiantes');
    expect(figures.getByText('Total').nextSibling).toHaveTextContent('$779.70');
  });

  it('says in Spanish what to change', async () => {
    const user = renderSpanishEstimate();
    await user.type(students(), '501');
    await user.click(screen.getByRole('button', { name: 'Ver el presupuesto estimado' }));
    expect(screen.getByRole('group', { name: /^Laboratorios/ })).toHaveAccessibleDescription(
      'Elige de 1 a 4 laboratorios.',
    );
    expect(students()).toHaveAccessibleDescription(
      'Mínimo 10, máximo 500. Para más de 500 estudiantes, pregúntanos: planeamos la visita contigo.',
    );
    expect(result()).toHaveTextContent(
      'Revisa las opciones de arriba para ver el presupuesto estimado.',
    );
  });

  it('fills the enquiry with the visit in Spanish on “Solicita esta visita”', async () => {
    const user = renderSpanishEstimate();
    await user.click(screen.getByRole('checkbox', { name: /^Una porción justa de pizza/ }));
    await user.type(students(), '12');
    await user.click(screen.getByRole('link', { name: 'Solicita esta visita' }));
    expect(useEnquiryRequest.getState().request?.values).toEqual({
      Booking: 'Play Academy Experience',
      'Additional Info':
        'Presupuesto estimado de Play Academy: 1 laboratorio (Una porción justa de pizza) para 12 estudiantes, $14.98 por estudiante, $179.76 en total, más impuestos y la tarifa del facilitador ($40.00 por hora de laboratorio para todo el grupo).',
    });
  });

  it('answers a form sent without script in Spanish', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <PlayAcademyEstimate
        initial={{ labs: ['bowling'], students: '5' }}
        action={ACTION}
        request={REQUEST}
        translations={SPANISH}
        sent
      />,
    );
    expect(screen.getByText('Escribe el número de estudiantes: mínimo 10.')).toBeVisible();
    expect(document.body).not.toHaveTextContent('Enter the number of students');
  });
});
