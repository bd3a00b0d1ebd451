// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { eventSubcategoriesBlock } from '@/blocks/event-subcategories';
import { entry } from '@/tests/support/entries';

vi.mock('next/navigation', () => ({ usePathname: () => '/es/events/corporate-events/' }));

describe('Event subcategories on a Spanish page', () => {
  it('leads to every event of the category in Spanish', () => {
    const result = eventSubcategoriesBlock.render(
      {
        heading: 'Eventos corporativos para cada ocasión',
        category: entry('eventType', { title: 'Eventos corporativos', slug: 'corporate-events' }),
        subcategories: [
          entry('eventSubcategory', { title: 'Team Building', description: 'Boliche.' }),
        ],
      },
      'section',
      { draft: false, locale: 'es' },
    );
    if (!result.ok) throw new Error(result.reason);
    render(result.element);
    expect(screen.getByRole('link', { name: 'Ver todo: Eventos corporativos' })).toHaveAttribute(
      'href',
      '/es/events/#corporate-events',
    );
    expect(screen.queryByText(/View All/)).not.toBeInTheDocument();
  });
});
