import { within } from '@testing-library/react';

/** The cells of the comparison's row headed `name`, one per package. */
export function row(table: HTMLElement, name: string | RegExp) {
  const header = within(table).getByRole('rowheader', { name });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}
