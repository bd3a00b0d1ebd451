// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { newCenterEventsBlock } from '@/blocks/new-center-events';
import { localEntries } from '@/lib/cms/local';
import { createContentSource } from '@/lib/cms/source';
import { contentItem, navLink } from '@/tests/support/entries';

// Outside Next there is no page cache to end.
vi.mock('@/lib/cms/revalidation', () => ({ renderAgainAt: vi.fn() }));

const visit = navLink('Planea tu visita', '/locations/');
const ribbonCutting = contentItem(
  { title: 'Corte de listón', date: '2026-12-05', excerpt: 'Ven a celebrar.', cta: visit },
  'event-ribbon',
);

/** The section as a Spanish page renders it at `now`, awaited as the server would. */
async function renderSpanishAt(now: string) {
  vi.setSystemTime(new Date(now));
  const tempe = (await createContentSource(localEntries()).centers()).find(
    (center) => center.fields.slug === 'tempe',
  );
  const fields = { heading: 'Eventos de inauguración', center: tempe, events: [ribbonCutting] };
  const result = newCenterEventsBlock.render(fields, 'section', { draft: false, locale: 'es' });
  if (!result.ok) throw new Error(result.reason);
  const { type, props } = result.element as ReactElement<object>;
  return render(<>{await (type as (props: object) => Promise<ReactNode>)(props)}</>);
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('New-center events on a Spanish page', () => {
  it('names the newest center and dates each event in Spanish', async () => {
    const { container } = await renderSpanishAt('2026-11-25T12:00:00Z');
    expect(screen.getByText('Nuestro centro más nuevo: Tempe, AZ')).toBeVisible();
    const badge = container.querySelector('time')!;
    expect(badge).toHaveAttribute('dateTime', '2026-12-05');
    expect(badge).toHaveTextContent(/^DIC 5 SÁB/);
    expect(badge.querySelector('.visually-hidden')).toHaveTextContent(
      'sábado, 5 de diciembre de 2026',
    );
    expect(container).not.toHaveTextContent(/Our newest center|DEC|SAT|Saturday/);
  });
});
