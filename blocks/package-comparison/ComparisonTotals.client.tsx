'use client';

import { useId, useRef, useState } from 'react';
import { useKeepTypedValue } from '@/components/useKeepTypedValue';
import { formatCents } from '@/lib/format';
import { partyTotalCents } from '@/lib/partyTotal';
import styles from './PackageComparison.module.css';

export interface ComparedPackage {
  id: string;
  title: string;
  price: number;
  minimumGuests: number;
}

const MAX_KIDS = 99;

/**
 * The comparison's row of estimated totals: the family types how many kids, every package's total
 * before tax follows, counted as the booking counts it (lib/partyTotal.ts). A package that needs
 * more guests says so instead of a total.
 */
export function ComparisonTotals({
  kids: first,
  packages,
}: {
  kids: number;
  packages: readonly ComparedPackage[];
}) {
  const id = useId();
  const [typed, setTyped] = useState(String(first));
  const kidsField = useRef<HTMLInputElement>(null);
  useKeepTypedValue(kidsField, typed, setTyped);
  const kids = /^\d{1,2}$/.test(typed.trim()) ? Number(typed) : undefined;
  const counted = kids !== undefined && kids >= 1 && kids <= MAX_KIDS ? kids : undefined;
  return (
    <tr className={styles.totals}>
      <th scope="row">
        <label htmlFor={`${id}-kids`}>Estimated total for</label>
        <span className={styles.kids}>
          <input
            ref={kidsField}
            id={`${id}-kids`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_KIDS}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby={`${id}-note`}
          />{' '}
          kids
        </span>
        <span id={`${id}-note`} className={styles.note}>
          {counted === undefined ? `A number from 1 to ${MAX_KIDS}` : 'plus tax'}
        </span>
      </th>
      {packages.map((pkg) => (
        <td key={pkg.id} aria-live="polite" className={styles.total}>
          {counted === undefined
            ? '—'
            : counted < pkg.minimumGuests
              ? `Needs at least ${pkg.minimumGuests} guests`
              : formatCents(partyTotalCents(counted, pkg.price))}
        </td>
      ))}
    </tr>
  );
}
