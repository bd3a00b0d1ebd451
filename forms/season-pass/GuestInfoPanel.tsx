import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CenterSelect, type CenterSelectGroup } from '@/components/CenterSelect';
import { useSay } from '@/components/Say.client';
import texts from '@/messages/en/FormTexts.json';
import { Checkbox } from '../engine/fields/Checkbox';
import { guestContactInput } from '../engine/fields/guestContact';
import { TextField } from '../engine/fields/TextField';
import { HoneypotField, RequiredNote } from '../engine/FormParts';
import gridStyles from '../engine/grid.module.css';
import { emptySeasonPassForm } from './emptyForm';
import type { SeasonPassIds } from './ids';
import { seasonPassTexts } from './messages';
import { PanelHeading } from './PanelHeading';
import type { SeasonPassFormInput } from './schema';
import styles from './SeasonPassForm.module.css';

export interface GuestInfoPanelProps {
  register: UseFormRegister<SeasonPassFormInput>;
  errors: FieldErrors<SeasonPassFormInput>;
  /** Centers grouped by state, for the Location select. */
  centerGroups: readonly CenterSelectGroup[];
  ids: Pick<SeasonPassIds, 'guestHeading' | 'field'>;
}

/** The guest's details in the order the panel asks them. */
const GUEST_INPUTS = ['firstName', 'lastName', 'phone', 'email'] as const;

/** Step 2 of the form: the guest's details, notification choices and the honeypot. */
export function GuestInfoPanel({ register, errors, centerGroups, ids }: GuestInfoPanelProps) {
  const say = useSay();
  return (
    <section className={`${styles.panel} ${styles.guestPanel}`} aria-labelledby={ids.guestHeading}>
      <PanelHeading id={ids.guestHeading} step={2}>
        {say(seasonPassTexts.yourInfo)}
      </PanelHeading>
      <RequiredNote className={styles.requiredNote} />
      <div className={`${gridStyles.grid} ${styles.guestGrid}`}>
        {GUEST_INPUTS.map((name) => (
          <TextField
            key={name}
            id={ids.field(name)}
            {...guestContactInput(name, say)}
            error={say(errors[name]?.message)}
            {...register(name)}
          />
        ))}
        <CenterSelect
          id={ids.field('location')}
          label={say(texts.location)}
          groups={centerGroups}
          placeholder={say(seasonPassTexts.homeCenter)}
          required
          className={gridStyles.full}
          error={say(errors.location?.message)}
          {...register('location')}
        />
        <fieldset className={`${gridStyles.full} ${styles.notifications}`}>
          <legend className={styles.legend}>{say(seasonPassTexts.notifications)}</legend>
          <Checkbox
            id={ids.field('emailNotification')}
            label={say(seasonPassTexts.emailNotification)}
            // Ticked in the server's HTML too: the guest sees and can untick it before hydration.
            defaultChecked={emptySeasonPassForm.emailNotification}
            {...register('emailNotification')}
          />
          <Checkbox
            id={ids.field('smsNotification')}
            label={say(seasonPassTexts.smsNotification)}
            hint={say(texts.smsRates)}
            defaultChecked={emptySeasonPassForm.smsNotification}
            {...register('smsNotification')}
          />
        </fieldset>
      </div>
      <HoneypotField id={ids.field('website')} {...register('website')} />
    </section>
  );
}
