'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Controller, useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { CenterSelect, type CenterSelectGroup } from '@/components/CenterSelect';
import {
  ConfirmationOverlay,
  type PassLine,
} from '@/components/ConfirmationOverlay/ConfirmationOverlay';
import { PlatformClientError, platformClient } from '@/lib/platform/client';
import { seasonPassResult, type Season } from '@/lib/platform/schemas';
import { Checkbox } from '../fields/Checkbox';
import { TextField } from '../fields/TextField';
import { seasonPassMessages } from '../messages';
import {
  CARD_NUMBER_LENGTH,
  canAddCard,
  cardLimitMessage,
  maskCardNumber,
  removeCard,
} from './cards';
import { buildSeasonPassPayload, type SeasonPassPayload } from './payload';
import { splitResults, summarizeRegistration, type PassOutcome } from './results';
import {
  emptySeasonPassForm,
  seasonPassFormSchema,
  type SeasonPassFormInput,
  type SeasonPassFormValues,
} from './schema';
import styles from './SeasonPassForm.module.css';

export interface SeasonPassFormProps {
  season: Season;
  /** The site setting companyName, for "your local {company} center". */
  companyName: string;
  /** Centers grouped by state, as plain data. */
  centerGroups: readonly CenterSelectGroup[];
  /** The id of the page heading that names the form. */
  labelledBy?: string;
}

/** Spec section 4: idle → sending → complete (result overlay) or submitError. */
export type SeasonPassStatus = 'idle' | 'sending' | 'complete' | 'submitError';

const GUEST_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'location'] as const;

/** Registers the pass and checks the answer's shape; an odd answer counts as a failed call. */
async function sendRegistration(payload: SeasonPassPayload) {
  return seasonPassResult.parse(await platformClient.registerSeasonPass(payload));
}

function toPassLine(pass: PassOutcome): PassLine {
  return {
    id: pass.passNumber,
    label: pass.label,
    outcome: pass.valid ? 'success' : 'failure',
    statusText: pass.statusText,
    detail: pass.reason,
  };
}

/**
 * The season pass registration form: the card entry area, the guest info and the result overlay.
 * It needs a react-query client above it (SeasonPassIsland provides one).
 */
export function SeasonPassForm({
  season,
  companyName,
  centerGroups,
  labelledBy,
}: SeasonPassFormProps) {
  const id = useId();
  const ids = {
    cardsHeading: `${id}-cards-heading`,
    guestHeading: `${id}-guest-heading`,
    cardHint: `${id}-card-hint`,
    cardCount: `${id}-card-count`,
    cardsError: `${id}-cards-error`,
    cardError: (index: number) => `${id}-card-${index}-error`,
    card: (index: number) => `${id}-card-${index}`,
    field: (name: string) => `${id}-${name}`,
    submitError: `${id}-submit-error`,
  };

  const {
    control,
    register,
    handleSubmit,
    getValues,
    reset,
    setValue,
    setFocus,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<SeasonPassFormInput, unknown, SeasonPassFormValues>({
    resolver: zodResolver(seasonPassFormSchema),
    defaultValues: emptySeasonPassForm,
    // Focus goes to the first invalid field in screen order, card area included (focusFirstError).
    shouldFocusError: false,
  });
  const { fields: cards, append, replace } = useFieldArray({ control, name: 'cards' });

  // Set synchronously when a registration starts, so a second click or Enter in the same moment
  // cannot start another one; cleared after a failure and when the result overlay closes.
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: sendRegistration,
    onError(error) {
      busy.current = false;
      console.error('Season pass registration failed', error);
    },
  });
  const status: SeasonPassStatus = mutation.isPending
    ? 'sending'
    : mutation.isSuccess
      ? 'complete'
      : mutation.isError
        ? 'submitError'
        : 'idle';
  const blocked = status === 'sending' || status === 'complete';

  // Why each card the platform refused failed, shown under that card after the results close
  // while its number is unchanged.
  const [passNotes, setPassNotes] = useState<ReadonlyMap<string, string>>(new Map());

  const submitButton = useRef<HTMLButtonElement>(null);
  const addCardButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'add') addCardButton.current?.focus();
    else setFocus(`cards.${target}.number`);
  }, [cards, setFocus]);

  // The barcode query parameter fills the first card, unless the guest already typed another one.
  const prefilled = useRef('');
  const prefillBarcode = useCallback(
    (barcode: string) => {
      const first = getValues('cards')[0];
      if (!first) {
        replace([{ number: barcode }]);
      } else if (first.number === '' || first.number === prefilled.current) {
        setValue('cards.0.number', barcode, { shouldDirty: true });
      } else {
        return;
      }
      prefilled.current = barcode;
    },
    [getValues, replace, setValue],
  );

  function addCard() {
    if (!canAddCard(cards.length)) return;
    append({ number: '' });
  }

  function removeCardAt(index: number) {
    const next = removeCard(getValues('cards'), index);
    replace(next);
    pendingFocus.current = next.length === 0 ? 'add' : Math.min(index, next.length - 1);
    if (isSubmitted) void trigger('cards');
  }

  /** Focus the first invalid field in screen order: the cards, then the guest's details. */
  function focusFirstError(invalid: FieldErrors<SeasonPassFormInput>) {
    const cardIndex = cards.findIndex((_, index) => invalid.cards?.[index]?.number);
    const field = GUEST_FIELDS.find((name) => invalid[name]);
    if (cardIndex >= 0) setFocus(`cards.${cardIndex}.number`);
    else if (invalid.cards && cards.length > 0) setFocus('cards.0.number');
    else if (invalid.cards) addCardButton.current?.focus();
    else if (field) setFocus(field);
  }

  function registerPasses(values: SeasonPassFormValues) {
    if (busy.current) return;
    busy.current = true;
    setPassNotes(new Map());
    mutation.mutate(buildSeasonPassPayload(values, season, new Date()));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy.current) {
      event.preventDefault();
      return;
    }
    void handleSubmit(registerPasses, focusFirstError)(event);
  }

  /**
   * Closing the results keeps the guest's details and the cards that did not register (with their
   * reason under them, ready to be corrected); the registered cards leave the list, so sending the
   * form again cannot report them as already registered.
   */
  function closeResults() {
    const result = mutation.data;
    if (result) {
      const { valid, invalid } = splitResults(result);
      const registered = new Set(valid.map((pass) => pass.passNumber));
      const remaining = getValues('cards').filter(
        (card) => card.number !== '' && !registered.has(card.number),
      );
      // A fresh start for validation too: no "at least one card" on the new empty card.
      reset(
        { ...getValues(), cards: remaining.length > 0 ? remaining : [{ number: '' }] },
        { keepDefaultValues: true },
      );
      setPassNotes(new Map(invalid.map((pass) => [pass.passNumber, pass.reason ?? ''])));
    }
    busy.current = false;
    mutation.reset();
  }

  const cardsError = errors.cards?.root?.message ?? errors.cards?.message;
  const submitError =
    status === 'submitError'
      ? mutation.error instanceof PlatformClientError
        ? mutation.error.message
        : seasonPassMessages.rejected
      : '';
  const summary = mutation.data ? summarizeRegistration(mutation.data, companyName) : null;

  return (
    <>
      <Suspense fallback={null}>
        <BarcodePrefill onBarcode={prefillBarcode} />
      </Suspense>
      <form
        noValidate
        className={styles.form}
        aria-labelledby={labelledBy}
        aria-busy={status === 'sending'}
        onSubmit={onSubmit}
      >
        <section
          className={`${styles.panel} ${styles.cardsPanel}`}
          aria-labelledby={ids.cardsHeading}
        >
          <PanelHeading id={ids.cardsHeading} step={1}>
            Your season pass cards
          </PanelHeading>
          <div className={styles.where} id={ids.cardHint}>
            <BarcodeGlyph />
            <p>
              <strong>Where&rsquo;s my card number?</strong> It&rsquo;s the {CARD_NUMBER_LENGTH}{' '}
              digits printed under the barcode on your season pass card.
            </p>
          </div>

          {cards.length > 0 ? (
            <ul className={styles.cards} role="list">
              {cards.map((card, index) => (
                <li key={card.id} className={styles.card}>
                  <Controller
                    control={control}
                    name={`cards.${index}.number`}
                    render={({ field, fieldState }) => {
                      const error = fieldState.error?.message || passNotes.get(field.value);
                      const describedBy = [
                        ids.cardHint,
                        error ? ids.cardError(index) : cardsError ? ids.cardsError : undefined,
                      ].filter(Boolean);
                      return (
                        <>
                          <label htmlFor={ids.card(index)} className={styles.cardLabel}>
                            <span className="visually-hidden">Season Pass</span>{' '}
                            <span className={styles.cardLabelText}>card number {index + 1}</span>
                          </label>
                          <input
                            ref={field.ref}
                            id={ids.card(index)}
                            name={field.name}
                            value={field.value}
                            onChange={(event) => field.onChange(maskCardNumber(event.target.value))}
                            onBlur={field.onBlur}
                            type="text"
                            inputMode="numeric"
                            autoComplete="off"
                            spellCheck={false}
                            aria-invalid={error || cardsError ? true : undefined}
                            aria-describedby={describedBy.join(' ')}
                            className={[styles.cardInput, (error || cardsError) && styles.invalid]
                              .filter(Boolean)
                              .join(' ')}
                          />
                          <button
                            type="button"
                            className={styles.remove}
                            onClick={() => removeCardAt(index)}
                          >
                            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                              <path d="M6 6l12 12M18 6L6 18" />
                            </svg>
                            <span className="visually-hidden">Remove card number {index + 1}</span>
                          </button>
                          {error && (
                            <p id={ids.cardError(index)} className={styles.error}>
                              {error}
                            </p>
                          )}
                        </>
                      );
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>No cards on this registration yet.</p>
          )}

          {cardsError && (
            <p id={ids.cardsError} className={styles.error}>
              {cardsError}
            </p>
          )}

          <div className={styles.addRow}>
            <button
              ref={addCardButton}
              type="button"
              className={styles.add}
              onClick={addCard}
              disabled={!canAddCard(cards.length)}
              aria-describedby={[ids.cardCount, cards.length === 0 && cardsError && ids.cardsError]
                .filter(Boolean)
                .join(' ')}
            >
              <span aria-hidden="true" className={styles.plus}>
                +
              </span>
              {cards.length === 0 ? 'Add a card' : 'Add another card'}
            </button>
            <p id={ids.cardCount} className={styles.count} aria-live="polite">
              {cardLimitMessage(cards.length)}
            </p>
          </div>
        </section>

        <section
          className={`${styles.panel} ${styles.guestPanel}`}
          aria-labelledby={ids.guestHeading}
        >
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
              label="First name"
              required
              autoComplete="given-name"
              maxLength={50}
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              id={ids.field('lastName')}
              label="Last name"
              required
              autoComplete="family-name"
              maxLength={50}
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <TextField
              id={ids.field('phone')}
              label="Phone"
              type="tel"
              required
              autoComplete="tel-national"
              maxLength={20}
              hint="10 digits, e.g. 480-555-0142"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField
              id={ids.field('email')}
              label="Email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
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

        <div className={styles.submitBar}>
          <div className={styles.feedback}>
            {status === 'idle' && (
              <p className={styles.note}>
                Each card is checked as you register: you&rsquo;ll see right away which passes are
                active.
              </p>
            )}
            <p role="status" className={styles.sending}>
              {status === 'sending' && (
                <>
                  <span className={styles.spinner} aria-hidden="true" />
                  {seasonPassMessages.sending}
                </>
              )}
            </p>
            <p id={ids.submitError} role="alert" className={styles.submitError}>
              {submitError}
            </p>
          </div>
          <button
            ref={submitButton}
            type="submit"
            className={styles.register}
            aria-disabled={blocked || undefined}
            aria-describedby={submitError ? ids.submitError : undefined}
          >
            Register
          </button>
        </div>
      </form>

      {summary && (
        <ConfirmationOverlay
          open
          look={summary.allValid ? 'success' : 'failure'}
          heading={summary.heading}
          passes={[...summary.valid, ...summary.invalid].map(toPassLine)}
          passesLabel="Your passes"
          onClose={closeResults}
          returnFocusRef={submitButton}
        >
          {summary.message && <p>{summary.message}</p>}
          <p>{summary.thankYou}</p>
        </ConfirmationOverlay>
      )}
    </>
  );
}

/** Reads ?barcode= (masked to a card number) and hands it to the form once it is known. */
function BarcodePrefill({ onBarcode }: { onBarcode: (barcode: string) => void }) {
  const barcode = maskCardNumber(useSearchParams().get('barcode') ?? '');
  useEffect(() => {
    if (barcode) onBarcode(barcode);
  }, [barcode, onBarcode]);
  return null;
}

function PanelHeading({ id, step, children }: { id: string; step: number; children: ReactNode }) {
  return (
    <div className={styles.panelHeading}>
      <span className={styles.step} aria-hidden="true">
        {step}
      </span>
      <h2 id={id}>{children}</h2>
    </div>
  );
}

/** Bar widths of the little barcode picture, laid out once. */
const BARS = [3, 1, 2, 1, 1, 3, 1, 2, 2, 1, 3, 1, 1, 2, 1, 3, 2, 1, 1, 2].reduce<
  { x: number; width: number }[]
>((bars, width) => {
  const last = bars[bars.length - 1];
  return [...bars, { x: last ? last.x + last.width + 0.9 : 6, width }];
}, []);

function BarcodeGlyph() {
  return (
    <svg className={styles.barcode} viewBox="0 0 64 44" width="64" height="44" aria-hidden="true">
      <rect x="0" y="0" width="64" height="44" rx="6" className={styles.barcodeCard} />
      {BARS.map((bar) => (
        <rect key={bar.x} x={bar.x} y="6" width={bar.width} height="22" />
      ))}
      <rect x="6" y="32" width="52" height="6" rx="3" className={styles.barcodeDigits} />
    </svg>
  );
}
