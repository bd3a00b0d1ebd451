// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { OfferCards } from '@/blocks/offer-cards/OfferCards';
import { offerCardsSchema } from '@/blocks/offer-cards/schema';
import { entry, navLink } from '@/tests/support/entries';

// Outside Next there is no page cache to end.
vi.mock('@/lib/cms/revalidation', () => ({ renderAgainAt: vi.fn() }));

const familyPack = entry(
  'offer',
  {
    title: 'Paquete familiar',
    deal: '$49.99',
    days: 'De domingo a jueves',
    conditions: 'Una hora de boliche para hasta 6 personas.',
    cta: navLink('Reserva una pista', '/book/activities/'),
    lastDay: '2027-02-28',
  },
  'offer-family-pack',
);

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-02T18:00:00Z'), toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('tells in Spanish until when a deal runs, its day written in Spanish', async () => {
  const props = offerCardsSchema.parse({ heading: 'Ofertas de la semana', offers: [familyPack] });
  render(await OfferCards({ ...props, context: { draft: false, locale: 'es' } }));
  const card = within(screen.getByRole('region', { name: 'Ofertas de la semana' })).getByRole(
    'listitem',
  );

  expect(card).toHaveTextContent('De domingo a jueves · hasta el 28 de febrero de 2027');
  expect(card).not.toHaveTextContent(/until|February/);
});
