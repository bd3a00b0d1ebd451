import { openingTimes } from '@/lib/centers/directions';
import type { OpeningHours } from '@/lib/centers/model';

/** A center's opening hours as a table, a row of days each: named by a label or a heading's id. */
export function OpeningHoursTable({
  hours,
  className,
  ...naming
}: {
  hours: readonly OpeningHours[];
  className?: string;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <table className={className} {...naming}>
      <tbody>
        {hours.map((row) => (
          <tr key={row.days}>
            <th scope="row">{row.days}</th>
            <td>{openingTimes(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
