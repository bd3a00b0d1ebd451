'use client';

import { SiteLink } from '@/components/SiteLink.client';
import { useId, useState } from 'react';
import { CenterSelect } from '@/components/CenterSelect';
import { telHref } from '@/lib/centers/phone';
import { centersByState } from '@/lib/centers/states';
import { fill } from '@/lib/i18n/say';
import { centerPath } from '@/lib/sitePaths';
import { useSite } from '@/stores/site';
import styles from './CenterContacts.module.css';

/** A center as the picker shows it: plain data. `note` says when it is not open. */
export interface CenterContact {
  id: string;
  name: string;
  state: string;
  slug: string;
  phone: string;
  address: string;
  note?: string;
}

/**
 * Choose a center to see how to reach it: its phone as a call link, its address and its page.
 * The guest's own center (stores/site.ts) is chosen at first; choosing here does not change it.
 */
export function CenterPhonePicker({
  centers,
  labelledBy,
  texts,
}: {
  centers: readonly CenterContact[];
  labelledBy: string;
  /** In the page's language; `call` is a message taking the `{phone}`. */
  texts: { label: string; placeholder: string; call: string };
}) {
  const myCenterId = useSite((state) => state.chosenCenterId);
  const [pickedId, setPickedId] = useState<string | undefined>(undefined);
  const id = useId();
  const shownId = pickedId ?? myCenterId ?? '';
  const center = centers.find((candidate) => candidate.id === shownId);
  const groups = centersByState(centers).map((group) => ({
    state: group.state,
    centers: group.centers,
  }));
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.picker}>
      <CenterSelect
        id={`${id}-center`}
        label={texts.label}
        groups={groups}
        placeholder={texts.placeholder}
        value={shownId}
        onChange={(event) => setPickedId(event.target.value)}
      />
      <div aria-live="polite">
        {center && (
          <div className={styles.center}>
            <p className={styles.centerName}>
              <SiteLink href={centerPath(center.slug)}>{center.name}</SiteLink>
            </p>
            <p>{center.address}</p>
            {center.note && <p className={styles.note}>{center.note}</p>}
            <a href={telHref(center.phone)} className={styles.call}>
              {fill(texts.call, { phone: center.phone })}
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
