import type { Ref } from 'react';
import { EarlyClickButton } from '@/components/EarlyClicks/EarlyClickButton.client';
import { Controller, type Control, type FieldArrayWithId } from 'react-hook-form';
import { useSay } from '@/components/Say.client';
import fieldStyles from '../engine/fields/Field.module.css';
import { CARD_NUMBER_LENGTH, canAddCard, cardLimitMessage, maskCardNumber } from './cards';
import type { SeasonPassIds } from './ids';
import { seasonPassTexts as texts } from './messages';
import { PanelHeading } from './PanelHeading';
import type { SeasonPassFormInput, SeasonPassFormValues } from './schema';
import styles from './SeasonPassForm.module.css';

export interface CardNumbersPanelProps {
  control: Control<SeasonPassFormInput, unknown, SeasonPassFormValues>;
  /** The field array's entries; their `id` keys the list items so inputs keep their state. */
  cards: FieldArrayWithId<SeasonPassFormInput, 'cards'>[];
  /** Why the platform refused a card, by card number, shown under a card that still holds it. */
  passNotes: ReadonlyMap<string, string>;
  /** The error about the list as a whole (e.g. no card at all), not about one card. */
  cardsError: string | undefined;
  /** The form moves focus to this button when no card input is left to focus. */
  addCardButtonRef: Ref<HTMLButtonElement>;
  onAddCard: () => void;
  onRemoveCard: (index: number) => void;
  ids: Pick<
    SeasonPassIds,
    'cardsHeading' | 'cardHint' | 'cardCount' | 'cardsError' | 'cardError' | 'card'
  >;
}

/** Step 1 of the form: where to find the card number, one input per card, and the add button. */
export function CardNumbersPanel({
  control,
  cards,
  passNotes,
  cardsError,
  addCardButtonRef,
  onAddCard,
  onRemoveCard,
  ids,
}: CardNumbersPanelProps) {
  const say = useSay();
  return (
    <section className={`${styles.panel} ${styles.cardsPanel}`} aria-labelledby={ids.cardsHeading}>
      <PanelHeading id={ids.cardsHeading} step={1}>
        {say(texts.cardsHeading)}
      </PanelHeading>
      <div className={styles.where} id={ids.cardHint}>
        <BarcodeGlyph />
        <p>
          <strong>{say(texts.whereIsMyNumber)}</strong>{' '}
          {say(texts.whereTheNumberIs(CARD_NUMBER_LENGTH))}
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
                  const error = say(fieldState.error?.message || passNotes.get(field.value));
                  const describedBy = [
                    ids.cardHint,
                    error ? ids.cardError(index) : cardsError ? ids.cardsError : undefined,
                  ].filter(Boolean);
                  return (
                    <>
                      <label htmlFor={ids.card(index)} className={styles.cardLabel}>
                        <span className="visually-hidden">{say(texts.cardLabelStart)}</span>{' '}
                        <span className={styles.cardLabelText}>
                          {say(texts.cardLabel(index + 1))}
                        </span>
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
                        className={[
                          fieldStyles.input,
                          styles.cardInput,
                          (error || cardsError) && fieldStyles.invalid,
                        ]
                          .filter(Boolean)
                          .join(' ')}
                      />
                      <button
                        type="button"
                        className={styles.remove}
                        onClick={() => onRemoveCard(index)}
                      >
                        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                          <path d="M6 6l12 12M18 6L6 18" />
                        </svg>
                        <span className="visually-hidden">{say(texts.removeCard(index + 1))}</span>
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
        <p className={styles.empty}>{say(texts.noCards)}</p>
      )}

      {cardsError && (
        <p id={ids.cardsError} className={styles.error}>
          {say(cardsError)}
        </p>
      )}

      <div className={styles.addRow}>
        {/* The form hydrates on first use (components/HydrateOnUse/whenUsed.ts): a tap that
            started it still adds the card once it has. */}
        <EarlyClickButton
          name={`${ids.cardCount}-add`}
          ref={addCardButtonRef}
          className={styles.add}
          onClick={onAddCard}
          disabled={!canAddCard(cards.length)}
          aria-describedby={[ids.cardCount, cards.length === 0 && cardsError && ids.cardsError]
            .filter(Boolean)
            .join(' ')}
        >
          <span aria-hidden="true" className={styles.plus}>
            +
          </span>
          {say(cards.length === 0 ? texts.addACard : texts.addAnotherCard)}
        </EarlyClickButton>
        <p id={ids.cardCount} className={styles.count} aria-live="polite">
          {say(cardLimitMessage(cards.length))}
        </p>
      </div>
    </section>
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
