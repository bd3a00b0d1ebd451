// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { toPage, type Page } from '@/lib/cms/page';
import { PlayAcademy } from '@/screens/play-academy/PlayAcademy';
import { entry } from '../../support/entries';
import { eventType } from '../../support/events';

vi.mock('next/navigation', () => ({
  usePathname: () => '/es/events/school-events/play-academy/',
}));

const page = toPage(
  entry('page', {
    metaTitle: 'Play Academy: laboratorios de ciencias',
    description: 'Laboratorios de ciencias y matemáticas para escuelas.',
    slug: 'play-academy',
    type: 'event',
    eventType: [eventType('school-events')],
  }),
) as Page;

const renderSpanishProgramme = () =>
  render(
    <PlayAcademy
      page={page}
      context={{ draft: false, locale: 'es' }}
      companyName="Spark Alley"
      siteUrl="https://example.com"
    />,
  );

describe('the Play Academy programme page in Spanish', () => {
  it('shows the hero, the partnership line and the labs in Spanish', () => {
    const { container } = renderSpanishProgramme();
    const hero = screen.getByRole('region', { name: 'Play Academy' });
    expect(hero).toHaveTextContent(/^Laboratorios de ciencias para escuelasPlay Academy/);
    expect(screen.getByRole('img', { name: /matraz de ciencias/ })).toHaveAccessibleName(
      'Un matraz de ciencias burbujeante entre pinos de boliche y estrellas, sobre tres paneles: Predice, Juega, Comprueba',
    );
    const panels = container.querySelectorAll('ol[aria-hidden="true"] li');
    expect([...panels].map((panel) => panel.textContent)).toEqual([
      'Predice',
      'Juega',
      'Comprueba',
    ]);
    expect(screen.getByText('En colaboración con:')).toBeVisible();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Reserva todos los laboratorios que quieras. ¡Resérvalos todos y ahorra!',
      }),
    ).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 3, name: /^Cómo/ }).map((h) => h.textContent),
    ).toEqual([
      'Cómo jugar boliche como un campeón',
      'Cómo mejorar tu juego con ciencia',
      'Cómo derrotar a tus amigos con rayos que rebotan',
      'Cómo conseguir una porción justa de pizza',
    ]);
    expect(screen.getByText('método científico').tagName).toBe('STRONG');
    expect(
      screen.getByRole('img', {
        name: 'Una pizza cortada en fracciones con etiquetas de porcentajes',
      }),
    ).toBeVisible();
  });

  it('prices the labs, the Scholarship Pack and the add-ons per person in Spanish', () => {
    renderSpanishProgramme();
    expect(screen.getByRole('heading', { name: 'Precios de Play Academy' })).toBeVisible();
    expect(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]),
    ).toEqual([
      ['1 laboratorio', '$12.99 por persona'],
      ['2 laboratorios', '$16.99 por persona'],
      ['3 laboratorios', '$20.99 por persona'],
      ['4 laboratorios', '$23.99 por persona'],
    ]);
    expect(screen.getByText(/^Cada laboratorio dura 1 hora/)).toHaveTextContent(
      'Mínimo 10 invitados. El laboratorio de pizza cuesta $1.99 más por persona.',
    );
    expect(screen.getByText(/^Los precios no incluyen impuestos/)).toHaveTextContent(
      'La tarifa del facilitador es de $40.00 por hora de laboratorio para todo el grupo',
    );
    const scholarship = screen.getByRole('heading', { name: 'Paquete Beca' }).parentElement!;
    expect(scholarship).toHaveTextContent('$25.99 por persona');
    expect(scholarship).toHaveTextContent('Tarjeta de juegos de $10.00');
    const addOns = screen.getByRole('heading', { name: 'Complementos' }).parentElement!;
    expect(within(addOns).getAllByRole('listitem')[2]).toHaveTextContent(
      'Menú infantilTiras de pollo o pizza, un acompañamiento y un jugo$8.99 por persona',
    );
    expect(screen.getByText(/^Válido solo en los centros participantes/)).toHaveTextContent(
      'Mínimo 10 invitados por paquete.',
    );
  });

  it('gives the estimate its Spanish, and says none of the English', () => {
    const { container } = renderSpanishProgramme();
    const estimate = screen.getByRole('region', { name: 'Presupuesto estimado de tu visita' });
    expect(
      within(estimate).getByRole('button', { name: 'Ver el presupuesto estimado' }),
    ).toBeVisible();
    for (const english of [
      'In Partnership With:',
      'How to',
      'per person',
      'Play Academy Pricing',
      'Scholarship Pack',
      'Estimate your visit',
      'Weekdays only',
    ]) {
      expect(container).not.toHaveTextContent(english);
    }
  });

  it('describes the offers for search engines in Spanish', () => {
    const { container } = renderSpanishProgramme();
    const data = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data.url).toBe('https://example.com/es/events/school-events/play-academy/');
    expect(data.hasCourseInstance.location.name).toBe('Centros Spark Alley participantes');
    expect(data.offers.map((offer: { name: string }) => offer.name)).toEqual([
      'Play Academy: 1 laboratorio',
      'Play Academy: 2 laboratorios',
      'Play Academy: 3 laboratorios',
      'Play Academy: 4 laboratorios',
      'Play Academy: Paquete Beca',
    ]);
    expect(data.offers[0].priceSpecification.unitText).toBe('por persona');
  });
});
