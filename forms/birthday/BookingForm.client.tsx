'use client';

import { useEffect, useMemo, useRef } from 'react';
import { engineMessages } from '../engine/messages';
import { useSay } from '@/components/Say.client';
import { usePageLocale } from '@/components/usePageLocale.client';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/Button/Button';
import type { CenterSummary } from '@/lib/centers/nearest';
import { PlatformClientError, platformClient } from '@/lib/platform/client';
import { TIMES_OF_DAY, type TimeOfDay } from '@/stores/bookingChoices';
import { useBookingFlow } from '@/stores/bookingFlow';
import { useCart } from '@/stores/cart';
import { guestContactInput } from '../engine/fields/guestContact';
import { RadioGroup } from '../engine/fields/RadioGroup';
import { TextField } from '../engine/fields/TextField';
import { useSendOnce } from '../engine/useSendOnce';
import { report } from '@/lib/analytics/signals';
import { BookingSteps } from './BookingSteps';
import { EstimatedTotal } from './EstimatedTotal';
import { birthdayMessages, birthdayTexts as texts } from './messages';
import { loadBookingRules } from './loadRules';
import { PackageChoice } from './PackageChoice';
import { PartyFacts } from './PartyFacts';
import {
  bookingInputFrom,
  bookingReference,
  bookingRequestMail,
  cartWithDraft,
  type BookingInput,
  type BookingRequest,
  type PackageOption,
} from './request';
import styles from './BirthdayInfo.module.css';

interface BookingFormProps {
  center: CenterSummary | undefined;
  packages: readonly PackageOption[];
  /** Back to the party form with the party kept. */
  onEdit(): void;
}

const ID = 'birthday-info';

/** The parent's details in the order the form asks them, with their element ids' endings. */
const PARENT_INPUTS = [
  ['firstName', 'first-name'],
  ['lastName', 'last-name'],
  ['email', 'email'],
  ['phone', 'phone'],
] as const;

const PARTY_INPUTS = [
  'location',
  'date',
  'howManyKids',
  'guestOfHonorName',
  'guestOfHonorAge',
] as const;

const TIME_OF_DAY_OPTIONS = TIMES_OF_DAY.map((time) => ({
  value: time,
  label: texts.timesOfDay[time],
}));

const isTimeOfDay = (value: string | undefined): value is TimeOfDay =>
  TIMES_OF_DAY.some((time) => time === value);

/** What is wrong with the party from step 1 (a date now within 48 hours, say), if anything. */
function partyProblem(errors: FieldErrors<BookingInput>): string | undefined {
  return PARTY_INPUTS.map((name) => errors[name]?.message).find(Boolean);
}

/**
 * Step 2 (after Book): the party as a summary with Edit, the preferred time of day, the parent's
 * details and the package, then the estimated total and Check availability. Every edit is saved to
 * the cart and the flow so a reload keeps it; the request goes to the party's center.
 */
export function BookingForm({ center, packages, onEdit }: BookingFormProps) {
  const today = useMemo(() => new Date(), []);
  const formRef = useRef<HTMLFormElement>(null);
  const locale = usePageLocale();
  const say = useSay();
  const cart = useCart((state) => state.cart);
  const methods = useForm<BookingInput, unknown, BookingRequest>({
    resolver: async (values, context, options) => {
      const { zodResolver, bookingSchema } = await loadBookingRules();
      return zodResolver(bookingSchema(today, packages))(values, context, options);
    },
    mode: 'onTouched',
    defaultValues: bookingInputFrom(useCart.getState().cart, useBookingFlow.getState(), today),
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
    useCart.getState().update((stored) => cartWithDraft(stored, draft));
    const flow = useBookingFlow.getState();
    flow.choosePackage(draft.packageAnchor || undefined);
    flow.chooseTimeOfDay(isTimeOfDay(draft.timeOfDay) ? draft.timeOfDay : undefined);
  }, [draft]);

  const { status, error, sendOnce, submitOnce } = useSendOnce(
    async (request: BookingRequest) => {
      if (!center || center.id !== request.location) {
        throw new PlatformClientError(birthdayMessages.chooseCenter, 400);
      }
      await platformClient.sendMail(bookingRequestMail(request, center, locale));
      return bookingReference(request);
    },
    {
      failureLog: 'Birthday booking request failed',
      onSent: (reference, request) => {
        useBookingFlow.getState().requestSent(reference);
        report('birthday_request_sent', {
          package: request.package.anchor,
          kids: request.howManyKids,
          center_id: request.location,
        });
      },
    },
  );

  // The party's own problem sends focus to Edit; otherwise the first invalid input, or the first
  // package or time of day when that is what is missing.
  const focusFirstError = (found: FieldErrors<BookingInput>) =>
    requestAnimationFrame(() => {
      if (partyProblem(found)) {
        document.getElementById(`${ID}-edit`)?.focus();
        return;
      }
      const form = formRef.current;
      const invalid = form?.querySelector<HTMLElement>('input[aria-invalid="true"]');
      const firstRadio = (name: string) =>
        found[name as keyof BookingInput]
          ? form?.querySelector<HTMLElement>(`input[name="${name}"]`)
          : undefined;
      (firstRadio('timeOfDay') ?? invalid ?? firstRadio('packageAnchor'))?.focus();
    });

  const problem = partyProblem(errors);
  const chosenPackage = packages.find((option) => option.anchor === draft.packageAnchor);
  return (
    <FormProvider {...methods}>
      {/* Focus only starts loading the rules; nothing a guest sees or operates changes. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        ref={formRef}
        noValidate
        aria-label={say(texts.detailsForm)}
        className={styles.form}
        onFocus={() => void loadBookingRules().catch(() => undefined)}
        onSubmit={(event) => submitOnce(event, handleSubmit(sendOnce, focusFirstError))}
      >
        <BookingSteps current={1} />
        <section className={styles.panel} aria-labelledby={`${ID}-party`}>
          <div className={styles.panelTop}>
            <h2 id={`${ID}-party`} className={styles.panelHeading}>
              {say(texts.yourParty)}
            </h2>
            <Button id={`${ID}-edit`} variant="outline" size="small" onClick={onEdit}>
              {say(texts.edit)} <span className="visually-hidden">{say(texts.editWhat)}</span>
            </Button>
          </div>
          <dl className={styles.summary}>
            <PartyFacts cart={cart} center={center} />
          </dl>
          {problem && (
            <p role="alert" className={styles.error}>
              {say(problem)} {say(texts.chooseEditToChange)}
            </p>
          )}
          <RadioGroup
            id={`${ID}-time-of-day`}
            label={say(texts.preferredTimeOfDay)}
            hint={say(texts.exactStartTime)}
            options={TIME_OF_DAY_OPTIONS.map((option) => ({ ...option, label: say(option.label) }))}
            required
            error={say(errors.timeOfDay?.message)}
            className={styles.timeOfDay}
            {...register('timeOfDay')}
          />
        </section>

        <section className={styles.panel} aria-labelledby={`${ID}-parent`}>
          <h2 id={`${ID}-parent`} className={styles.panelHeading}>
            {say(texts.yourDetails)}
          </h2>
          <div className={styles.partyGrid}>
            {PARENT_INPUTS.map(([name, idSuffix]) => (
              <TextField
                key={name}
                id={`${ID}-${idSuffix}`}
                {...guestContactInput(name, say)}
                error={say(errors[name]?.message)}
                {...register(name)}
              />
            ))}
          </div>
        </section>

        <section className={styles.panel}>
          <PackageChoice idPrefix={ID} packages={packages} kids={cart.guests.howManyKids} />
        </section>

        <div className={styles.submitBar}>
          <EstimatedTotal kids={cart.guests.howManyKids} chosenPackage={chosenPackage} />
          <Button type="submit" variant="pink" aria-disabled={status === 'sending'}>
            {say(status === 'sending' ? engineMessages.sending : texts.checkAvailability)}
          </Button>
          <p className={styles.submitNote}>{say(birthdayMessages.reply)}</p>
          {status === 'failed' && (
            <p role="alert" className={styles.error}>
              {say(
                error instanceof PlatformClientError && error.status !== 400
                  ? error.message
                  : birthdayMessages.requestFailed,
              )}
            </p>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
