// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PackageComparison } from '@/blocks/package-comparison/PackageComparison';
import { packageComparisonSchema } from '@/blocks/package-comparison/schema';
import { entry } from '@/tests/support/entries';
import { row } from './table';

vi.mock('next/navigation', () => ({ usePathname: () => '/es/birthday-parties/' }));

const pkg = (title: string, price: number, fields: Record<string, unknown> = {}) =>
  entry('package', { title, kind: 'birthday', price, description: `${title}.`, ...fields });

function renderSpanishComparison(kids: number) {
  const props = packageComparisonSchema.parse({
    heading: 'Compara los paquetes',
    packages: [
      pkg('Bowling Bash Birthday', 22),
      pkg('Teen All Access', 31.99, { ages: 'De 13 a 17 años' }),
    ],
    kids,
  });
  render(<PackageComparison {...props} context={{ draft: false, locale: 'es' }} />);
  return { user: userEvent.setup(), table: screen.getByRole('table') };
}

describe('the package comparison on a Spanish page', () => {
  it('names its rows in Spanish', () => {
    const { table } = renderSpanishComparison(10);
    expect(row(table, 'Edades')).toEqual(['Todas las edades', 'De 13 a 17 años']);
    expect(table).not.toHaveTextContent(/Ages|All ages|Estimated total|kids|plus tax/);
  });

  it('estimates each total in Spanish, following the number of kids typed', async () => {
    const { user, table } = renderSpanishComparison(8);
    const kids = within(table).getByRole('spinbutton', { name: 'Total estimado para' });
    expect(kids.parentElement).toHaveTextContent('niños');
    expect(kids).toHaveAccessibleDescription('más impuestos');
    expect(row(table, /^Total estimado para/)).toEqual([
      'Requiere al menos 10 invitados',
      '$255.92',
    ]);

    await user.clear(kids);
    await user.type(kids, '12');
    expect(row(table, /^Total estimado para/)).toEqual(['$264.00', '$383.88']);

    await user.clear(kids);
    expect(kids).toHaveAccessibleDescription('Un número del 1 al 99');
    expect(row(table, /^Total estimado para/)).toEqual(['—', '—']);
  });
});
