import { useFormContext } from 'react-hook-form';
import { TextField } from '../engine/fields/TextField';
import { birthdayMessages } from './messages';
import { GuestOfHonorFields } from './GuestOfHonorFields';
import { KIDS, type PartyInput } from './party';

interface PartyFieldsProps {
  idPrefix: string;
  /** 'YYYY-MM-DD': today plus 2 days. */
  earliestDate: string;
}

/**
 * When, how many kids and the guest of honor: the party's fields after 'where', in whichever form
 * holds a party (the selector's or the info step's).
 */
export function PartyFields({ idPrefix, earliestDate }: PartyFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PartyInput>();
  return (
    <>
      <TextField
        id={`${idPrefix}-date`}
        label="When"
        type="date"
        min={earliestDate}
        required
        // The note becomes the error when a date is too soon; it is not shown twice.
        hint={
          errors.date?.message === birthdayMessages.within48Hours
            ? undefined
            : birthdayMessages.within48Hours
        }
        error={errors.date?.message}
        {...register('date')}
      />
      <TextField
        id={`${idPrefix}-kids`}
        label="How many kids"
        type="number"
        inputMode="numeric"
        min={KIDS.min}
        max={KIDS.max}
        step={1}
        required
        hint={`${KIDS.min} to ${KIDS.max} kids`}
        error={errors.howManyKids?.message}
        {...register('howManyKids')}
      />
      <GuestOfHonorFields idPrefix={idPrefix} />
    </>
  );
}
