'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/Button/Button';
import { CenterSelect, type CenterSelectGroup } from '@/components/CenterSelect';
import { PlatformClientError, platformClient } from '@/lib/platform/client';
import { useBookingFlow } from '@/stores/bookingFlow';
import { useCart } from '@/stores/cart';
import { GUEST_CONTACT_INPUTS } from '../engine/fields/guestContact';
import { TextField } from '../engine/fields/TextField';
import { birthdayMessages } from './messages';
import { loadBookingRules } from './loadRules';
import { earliestPartyDate } from './party';
import { PackageChoice } from './PackageChoice';
import { PartyFields } from './PartyFields';
import {
  bookingInputFrom,
  bookingRequestMail,
  cartWithDraft,
  type BookingInput,
  type BookingRequest,
  type PackageOption,
} from './request';
import styles from './BirthdayInfo.module.css';

export interface CenterOption {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  phone: string;
}

interface BookingFormProps {
  centerGroups: readonly CenterSelectGroup[];
  centers: readonly CenterOption[];
  packages: readonly PackageOption[];
}

const ID = 'birthday-info';

/** The parent's details in the order the form asks them, with their element ids' endings. */
const PARENT_INPUTS = [
  ['firstName', 'first-name'],
  ['lastName', 'last-name'],
  ['email', 'email'],
  ['phone', 'phone'],
] as const;

/**
 * The info step (after Book): the party, editable; the parent's details; the package. Every edit
 * is saved to the cart so a reload keeps it, and Send hands the request to the venue.
 */
export function BookingForm({ centerGroups, centers, packages }: BookingFormProps) {
  const today = useMemo(() => new Date(), []);
  const formRef = useRef<HTMLFormElement>(null);
  const methods = useForm<BookingInput, unknown, BookingRequest>({
    resolver: async (values, context, options) => {
      const { zodResolver, bookingSchema } = await loadBookingRules();
      return zodResolver(bookingSchema(today, packages))(values, context, options);
    },
    mode: 'onTouched',
    defaultValues: bookingInputFrom(
      useCart.getState().cart,
      useBookingFlow.getState().packageAnchor,
      today,
    ),
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = methods;
  const draft = useWatch({ control });

  useEffect(() => {
    useCart.getState().update((cart) => cartWithDraft(cart, draft));
    useBookingFlow.getState().choosePackage(draft.packageAnchor || undefined);
  }, [draft]);

  const send = useMutation({
    mutationFn: (request: BookingRequest) => {
      const center = centers.find((option) => option.id === request.location);
      if (!center) throw new PlatformClientError(birthdayMessages.chooseCenter, 400);
      return platformClient.sendMail(bookingRequestMail(request, center));
    },
    onSuccess: () => useBookingFlow.getState().goToStep(3),
  });

  const chosenCenter = centers.find((center) => center.id === draft.location);
  // The first invalid input, or the first package when only the package is missing.
  const focusFirstError = (found: FieldErrors<BookingInput>) =>
    requestAnimationFrame(() => {
      const form = formRef.current;
      const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const firstPackage = found.packageAnchor
        ? form?.querySelector<HTMLElement>('input[type="radio"]')
        : undefined;
      (invalid ?? firstPackage)?.focus();
    });

  return (
    <FormProvider {...methods}>
      {/* Focus only starts loading the rules; nothing a guest sees or operates changes. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        ref={formRef}
        noValidate
        aria-label="Birthday party details"
        className={styles.form}
        onFocus={() => void loadBookingRules().catch(() => undefined)}
        onSubmit={(event) => {
          if (send.isPending) {
            event.preventDefault();
            return;
          }
          void handleSubmit((request) => send.mutate(request), focusFirstError)(event);
        }}
      >
        <section className={styles.panel} aria-labelledby={`${ID}-party`}>
          <h2 id={`${ID}-party`} className={styles.panelHeading}>
            Your party
          </h2>
          <div className={styles.partyGrid}>
            <div className={styles.full}>
              <CenterSelect
                id={`${ID}-location`}
                label="Center"
                groups={centerGroups}
                placeholder="Select a center"
                required
                error={errors.location?.message}
                {...register('location')}
              />
              {chosenCenter && (
                <p className={styles.centerAddress}>
                  {chosenCenter.address}, {chosenCenter.city}, {chosenCenter.state} ·{' '}
                  {chosenCenter.phone}
                </p>
              )}
            </div>
            <PartyFields idPrefix={ID} earliestDate={earliestPartyDate(today)} />
          </div>
        </section>

        <section className={styles.panel} aria-labelledby={`${ID}-parent`}>
          <h2 id={`${ID}-parent`} className={styles.panelHeading}>
            Your details
          </h2>
          <div className={styles.partyGrid}>
            {PARENT_INPUTS.map(([name, idSuffix]) => (
              <TextField
                key={name}
                id={`${ID}-${idSuffix}`}
                {...GUEST_CONTACT_INPUTS[name]}
                error={errors[name]?.message}
                {...register(name)}
              />
            ))}
          </div>
        </section>

        <section className={styles.panel}>
          <PackageChoice idPrefix={ID} packages={packages} />
        </section>

        <div className={styles.submitBar}>
          <Button type="submit" variant="pink" aria-disabled={send.isPending}>
            {send.isPending ? 'Sending' : 'Send booking request'}
          </Button>
          <p className={styles.submitNote}>
            The center confirms your date and time by phone or email. Nothing is charged now.
          </p>
          {send.isError && (
            <p role="alert" className={styles.error}>
              {send.error instanceof PlatformClientError && send.error.status !== 400
                ? send.error.message
                : birthdayMessages.requestFailed}
            </p>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
