// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ComparisonTotals } from '@/blocks/package-comparison/ComparisonTotals.client';

const table = (
  <table>
    <tbody>
      <ComparisonTotals
        kids={10}
        packages={[{ id: 'bash', title: 'Bowling Bash Birthday', price: 22, minimumGuests: 10 }]}
      />
    </tbody>
  </table>
);

// The comparison is on screen before its island hydrates; a number typed meanwhile must count.
it('counts the kids typed before the totals hydrated', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(table);
  document.body.append(container);
  expect(container.querySelector('td')).toHaveTextContent('$220.00');
  container.querySelector('input')!.value = '12';

  await act(async () => {
    hydrateRoot(container, table);
  });

  expect(container.querySelector('input')).toHaveValue(12);
  expect(container.querySelector('td')).toHaveTextContent('$264.00');
  container.remove();
});
