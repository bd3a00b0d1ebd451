import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CenterSelect, type CenterSelectGroup } from '@/components/CenterSelect';
import { Checkbox } from '../engine/fields/Checkbox';
import { GUEST_CONTACT_INPUTS } from '../engine/fields/guestContact';
import { TextField } from '../engine/fields/TextField';
import { HoneypotField, RequiredNote } from '../engine/FormParts';
import gridStyles from '../engine/grid.module.css';
import { emptySeasonPassForm } from './emptyForm';
import type { SeasonPassIds } from './ids';
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
  return (
    <section className={`${styles.panel} ${styles.guestPanel}`} aria-labelledby={ids.guestHeading}>
      <PanelHeading id={ids.guestHeading} step={2}>
        Your info
      </PanelHeading>
      <RequiredNote className={styles.requiredNote} />
      <div className={`${gridStyles.grid} ${styles.guestGrid}`}>
        {GUEST_INPUTS.map((name) => (
          <TextField
            key={name}
            id={ids.field(name)}
            {...GUEST_CONTACT_INPUTS[name]}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
        <CenterSelect
          id={ids.field('location')}
          label="Location"
          groups={centerGroups}
          placeholder="Select your home center"
          required
          className={gridStyles.full}
          error={errors.location?.message}
          {...register('location')}
        />
        <fieldset className={`${gridStyles.full} ${styles.notifications}`}>
          <legend className={styles.legend}>Notifications</legend>
          <Checkbox
            id={ids.field('emailNotification')}
            label="Send me notifications by e-mail"
            // Ticked in the server's HTML too: the guest sees and can untick it before hydration.
            defaultChecked={emptySeasonPassForm.emailNotification}
            {...register('emailNotification')}
          />
          <Checkbox
            id={ids.field('smsNotification')}
            label="Send me notifications by text message (SMS)"
            hint="Message and data rates may apply."
            defaultChecked={emptySeasonPassForm.smsNotification}
            {...register('smsNotification')}
          />
        </fieldset>
      </div>
      <HoneypotField id={ids.field('website')} {...register('website')} />
    </section>
  );
}
