import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CenterSelect, type CenterSelectGroup } from '@/components/CenterSelect';
import { Checkbox } from '../fields/Checkbox';
import { GUEST_CONTACT_INPUTS } from '../fields/guestContact';
import { TextField } from '../fields/TextField';
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

/** Step 2 of the form: the guest's details, notification choices and the honeypot. */
export function GuestInfoPanel({ register, errors, centerGroups, ids }: GuestInfoPanelProps) {
  return (
    <section className={`${styles.panel} ${styles.guestPanel}`} aria-labelledby={ids.guestHeading}>
      <PanelHeading id={ids.guestHeading} step={2}>
        Your info
      </PanelHeading>
      <p className={styles.requiredNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className={styles.guestGrid}>
        <TextField
          id={ids.field('firstName')}
          {...GUEST_CONTACT_INPUTS.firstName}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id={ids.field('lastName')}
          {...GUEST_CONTACT_INPUTS.lastName}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          id={ids.field('phone')}
          {...GUEST_CONTACT_INPUTS.phone}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          id={ids.field('email')}
          {...GUEST_CONTACT_INPUTS.email}
          error={errors.email?.message}
          {...register('email')}
        />
        <CenterSelect
          id={ids.field('location')}
          label="Location"
          groups={centerGroups}
          placeholder="Select your home center"
          required
          className={styles.full}
          error={errors.location?.message}
          {...register('location')}
        />
        <fieldset className={`${styles.full} ${styles.notifications}`}>
          <legend className={styles.legend}>Notifications</legend>
          <Checkbox
            id={ids.field('emailNotification')}
            label="Send me notifications by e-mail"
            {...register('emailNotification')}
          />
          <Checkbox
            id={ids.field('smsNotification')}
            label="Send me notifications by text message (SMS)"
            hint="Message and data rates may apply."
            {...register('smsNotification')}
          />
        </fieldset>
      </div>
      {/* Honeypot: hidden from people and assistive technology, so only bots fill it in. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={ids.field('website')}>Website (leave empty)</label>
        <input
          id={ids.field('website')}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          {...register('website')}
        />
      </div>
    </section>
  );
}
