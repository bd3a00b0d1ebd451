'use client';

import { Suspense, useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useEarlySubmit } from '@/components/EarlyClicks/earlyClicks';
import type { CenterSelectGroup } from '@/components/CenterSelect';
import type { Season } from '@/lib/platform/schemas';
// The result overlay's styles come before the form's in the page's stylesheet order, as when the
// overlay was part of this module; Next splits the site-wide stylesheet when that order changes.
import { RegistrationResults } from './RegistrationResults';
import { SendingForm } from '../engine/SendingForm';
import { BarcodePrefill } from './BarcodePrefill';
import { CardNumbersPanel } from './CardNumbersPanel';
import { focusFirstError } from './focusFirstError';
import { GuestInfoPanel } from './GuestInfoPanel';
import { seasonPassIds } from './ids';
import { loadSeasonPassRules } from './loadRules';
import type { SeasonPassFormInput, SeasonPassFormValues } from './schema';
import { SubmitBar } from './SubmitBar';
import { typedBeforeHydration } from './typedBeforeHydration';
import { useBarcodePrefill } from './useBarcodePrefill.client';
import { useCardList } from './useCardList.client';
import { useRegistration } from './useRegistration.client';
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

const resolver: Resolver<SeasonPassFormInput, unknown, SeasonPassFormValues> = async (
  values,
  context,
  options,
) => {
  const { zodResolver, seasonPassFormSchema } = await loadSeasonPassRules();
  return zodResolver(seasonPassFormSchema)(values, context, options);
};

/**
 * The season pass registration form: the card entry area, the guest info and the result overlay.
 * It holds the form state and puts its parts together: the card list (useCardList), the barcode
 * of the address (useBarcodePrefill) and the registration with its results (useRegistration); the
 * panels it renders only display that state and report the guest's actions back.
 * It needs a react-query client above it (SeasonPassIsland provides one).
 */
export function SeasonPassForm({
  season,
  companyName,
  centerGroups,
  labelledBy,
}: SeasonPassFormProps) {
  const ids = seasonPassIds(useId());
  const formName = `form${ids.field('season-pass')}`;
  const [defaultValues] = useState(() => typedBeforeHydration(formName));
  const form = useForm<SeasonPassFormInput, unknown, SeasonPassFormValues>({
    resolver,
    defaultValues,
    // Focus goes to the first invalid field in screen order, card area included (focusFirstError).
    shouldFocusError: false,
  });
  const {
    control,
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = form;
  const { cards, replaceCards, addCardButton, addCard, removeCardAt } = useCardList(form);
  const prefillBarcode = useBarcodePrefill(form, replaceCards);
  const registration = useRegistration(form, { season, companyName });
  const submitButton = useRef<HTMLButtonElement>(null);
  // A Register pressed before this island hydrated is sent once it has (docs/decisions/0014).
  const earlySubmit = useEarlySubmit(formName);

  const cardsError = errors.cards?.root?.message ?? errors.cards?.message;
  return (
    <>
      <Suspense fallback={null}>
        <BarcodePrefill onBarcode={prefillBarcode} />
      </Suspense>
      <SendingForm
        className={styles.form}
        labelledBy={labelledBy}
        status={registration.status}
        earlySubmit={earlySubmit}
        onSubmit={(event) =>
          registration.submitOnce(
            event,
            handleSubmit(registration.registerPasses, (invalid) =>
              focusFirstError(invalid, { cardCount: cards.length, setFocus, addCardButton }),
            ),
          )
        }
        loadRules={loadSeasonPassRules}
      >
        <CardNumbersPanel
          control={control}
          cards={cards}
          passNotes={registration.passNotes}
          cardsError={cardsError}
          addCardButtonRef={addCardButton}
          onAddCard={addCard}
          onRemoveCard={removeCardAt}
          ids={ids}
        />
        <GuestInfoPanel register={register} errors={errors} centerGroups={centerGroups} ids={ids} />
        <SubmitBar
          status={registration.status}
          submitError={registration.submitError}
          submitButtonRef={submitButton}
          ids={ids}
        />
      </SendingForm>

      {registration.summary && (
        <RegistrationResults
          summary={registration.summary}
          onClose={registration.closeResults}
          returnFocusRef={submitButton}
        />
      )}
    </>
  );
}
