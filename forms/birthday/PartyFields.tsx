import { useFormContext } from 'react-hook-form';
import { useSay } from '@/components/Say.client';
import { TextField } from '../engine/fields/TextField';
import { birthdayMessages, birthdayTexts as texts } from './messages';
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
  const say = useSay();
  const dateError = errors.date?.message;
  return (
    <>
      <TextField
        id={`${idPrefix}-date`}
        label={say(texts.when)}
        type="date"
        min={earliestDate}
        required
        // The note becomes the error when a date is too soon; it is not shown twice.
        hint={
          dateError === birthdayMessages.within48Hours
            ? undefined
            : say(birthdayMessages.within48Hours)
        }
        error={say(dateError)}
        {...register('date')}
      />
      <TextField
        id={`${idPrefix}-kids`}
        label={say(texts.howManyKids)}
        type="number"
        inputMode="numeric"
        min={KIDS.min}
        max={KIDS.max}
        step={1}
        required
        hint={say(texts.kidsRange(KIDS.min, KIDS.max))}
        error={say(errors.howManyKids?.message)}
        {...register('howManyKids')}
      />
      <GuestOfHonorFields idPrefix={idPrefix} />
    </>
  );
}
