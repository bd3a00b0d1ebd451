'use client';

import { useId, useRef, useState } from 'react';
import { useSay, withTranslations } from '@/components/Say.client';
import { useKeepTypedValue } from '@/components/useKeepTypedValue';
import { formatCents } from '@/lib/format';
import { fill } from '@/lib/i18n/say';
import { partyTotalCents } from '@/lib/partyTotal';
import words from '@/messages/en/ComparisonTotals.json';
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
function ComparisonTotalsRow({
  kids: first,
  packages,
}: {
  kids: number;
  packages: readonly ComparedPackage[];
}) {
  const say = useSay();
  const id = useId();
  const [typed, setTyped] = useState(String(first));
  const kidsField = useRef<HTMLInputElement>(null);
  useKeepTypedValue(kidsField, typed, setTyped);
  const kids = /^\d{1,2}$/.test(typed.trim()) ? Number(typed) : undefined;
  const counted = kids !== undefined && kids >= 1 && kids <= MAX_KIDS ? kids : undefined;
  return (
    <tr className={styles.totals}>
      <th scope="row">
        <label htmlFor={`${id}-kids`}>{say(words.estimatedTotalFor)}</label>
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
          {say(words.kids)}
        </span>
        <span id={`${id}-note`} className={styles.note}>
          {counted === undefined
            ? fill(say(words.kidsRange), { max: MAX_KIDS })
            : say(words.plusTax)}
        </span>
      </th>
      {packages.map((pkg) => (
        <td key={pkg.id} aria-live="polite" className={styles.total}>
          {counted === undefined
            ? '—'
            : counted < pkg.minimumGuests
              ? fill(say(words.needsGuests), { minimum: pkg.minimumGuests })
              : formatCents(partyTotalCents(counted, pkg.price))}
        </td>
      ))}
    </tr>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const ComparisonTotals = withTranslations(ComparisonTotalsRow);
