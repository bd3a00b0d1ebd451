'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useSay } from '@/components/Say.client';
import { useRouter } from 'next/navigation';
import { usePageLocale } from '@/components/usePageLocale.client';
import { localizedHref } from '@/lib/i18n/locales';
import { useMemo, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/Button/Button';
import { CenterSearch } from '@/components/CenterSearch/CenterSearch.client';
import type { CenterChoice } from '@/lib/centers/nearest';
import { platformClient } from '@/lib/platform/client';
import { useBookingFlow } from '@/stores/bookingFlow';
import { useCart } from '@/stores/cart';
import { useSite } from '@/stores/site';
import { useSendOnce } from '../engine/useSendOnce';
import { report } from '@/lib/analytics/signals';
import { cartForNewBooking } from './book';
import { BIRTHDAY_INFO_PATH } from './links';
import { earliestPartyDate, type Party, type PartyInput } from './party';
import { partySchema } from './partySchema';
import { PartyFields } from './PartyFields';
import { birthdayMessages, birthdayTexts as texts } from './messages';
import styles from './Birthday.module.css';

interface PartySelectorFormProps {
  centers: CenterChoice[];
  idPrefix: string;
  /** The fields to start from: the defaults, or the cart's when a family comes back. */
  initial: PartyInput;
}

/**
 * The birthday selector's form (docs/rules/states.md#birthday-selector and
 * docs/rules/validation.md#birthday-selector): where, when, how many kids and the guest of honor.
 * Book stores the party in the cart and moves the family on to the info step.
 */
export function PartySelectorForm({ centers, idPrefix, initial }: PartySelectorFormProps) {
  const today = useMemo(() => new Date(), []);
  const formRef = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const locale = usePageLocale();
  const say = useSay();
  const methods = useForm<PartyInput, unknown, Party>({
    resolver: zodResolver(partySchema(today)),
    mode: 'onTouched',
    defaultValues: initial,
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isValid },
  } = methods;
  const location = useWatch({ control, name: 'location' });

  // Book runs once: a second press while the info step loads would delete the cart again.
  const { status, sendOnce, submitOnce } = useSendOnce(
    (party: Party) => cartForNewBooking(useCart.getState().cart, party, platformClient.deleteCart),
    {
      failureLog: 'Birthday booking could not start',
      onSent: (cart, party) => {
        useCart.getState().replace(cart);
        useSite.getState().chooseCenter(party.location);
        useBookingFlow.getState().start('birthday');
        report('birthday_booking_started', { center_id: party.location });
        window.scrollTo({ top: 0 });
        router.push(localizedHref(BIRTHDAY_INFO_PATH, locale));
      },
    },
  );

  // The first invalid control, whichever kind it is (the center search marks its own input).
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  // Booked, the form waits for the info step: Book stays busy rather than looking pressable.
  const booking = status === 'sending' || status === 'complete';
  const ready = isValid && !booking;
  return (
    <FormProvider {...methods}>
      <form
        ref={formRef}
        noValidate
        className={styles.selectorForm}
        aria-label={say(texts.partyForm)}
        onSubmit={(event) => submitOnce(event, handleSubmit(sendOnce, focusFirstError))}
      >
        <input type="hidden" {...register('location')} />
        <div className={styles.where}>
          <CenterSearch
            centers={centers}
            label={say(texts.where)}
            idPrefix={`${idPrefix}-where`}
            selectedId={location || undefined}
            error={say(errors.location?.message)}
            onSelect={(center) =>
              setValue('location', center.id, {
                shouldValidate: true,
                shouldTouch: true,
                shouldDirty: true,
              })
            }
          />
        </div>
        <PartyFields idPrefix={idPrefix} earliestDate={earliestPartyDate(today)} />
        <div className={styles.bookBar}>
          <Button
            type="submit"
            variant="pink"
            aria-disabled={!ready}
            aria-describedby={
              ready ? `${idPrefix}-book-next` : `${idPrefix}-book-hint ${idPrefix}-book-next`
            }
            className={styles.book}
          >
            {say(booking ? texts.booking : texts.bookBirthday)}
          </Button>
          {!ready && (
            <p id={`${idPrefix}-book-hint`} className={styles.bookHint}>
              {say(texts.fillEveryField)}
            </p>
          )}
          <p id={`${idPrefix}-book-next`} className={styles.bookHint}>
            {say(birthdayMessages.whatComesNext)}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
