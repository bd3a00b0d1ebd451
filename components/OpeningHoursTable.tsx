import { daysLabel, openingTimes } from '@/lib/centers/hoursText';
import type { OpeningHours } from '@/lib/centers/model';
import type { StatusSpeech } from '@/lib/centers/openNow';

/**
 * A center's opening hours as a table, a row of days each: named by a label or a heading's id,
 * days and times in the page's language (`speech`; as written when not given).
 */
export function OpeningHoursTable({
  hours,
  className,
  speech,
  ...naming
}: {
  hours: readonly OpeningHours[];
  className?: string;
  speech?: StatusSpeech;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <table className={className} {...naming}>
      <tbody>
        {hours.map((row) => (
          <tr key={row.days}>
            <th scope="row">{daysLabel(row.days, speech)}</th>
            <td>{openingTimes(row, speech)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
