'use client';

import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/Button/Button';
import { useEarlySubmit } from '@/components/EarlyClicks/earlyClicks';
import { QueryProvider } from '@/components/QueryProvider.client';
import { HoneypotField } from '@/forms/engine/FormParts';
import { TextField } from '@/forms/engine/fields/TextField';
import { useSendOnce } from '@/forms/engine/useSendOnce';
import { digitsOnly, formatPrice } from '@/lib/format';
import { PlatformClientError, platformClient } from '@/lib/platform/client';
import { GIFT_CARD_FIELDS, isGiftCardValue, type GiftCardField } from '@/lib/platform/giftCards';
import { platformRoutes } from '@/lib/platform/routes';
import styles from './GiftCardBalance.module.css';

type Values = Record<GiftCardField, string>;

/** What the balance check asks the platform: the card, and the honeypot when something filled it. */
type BalanceQuestion = Values & { website?: string };

/** The two fields as the guest sees them, in order. */
const FIELDS: readonly { name: GiftCardField; label: string; hint: string }[] = [
  {
    name: 'cardNumber',
    label: 'Card number',
    hint: `The ${GIFT_CARD_FIELDS.cardNumber.digits} digits on the back of your card`,
  },
  { name: 'pin', label: 'PIN', hint: 'Under the scratch panel' },
];

const digitsFor = (field: GiftCardField, value: string) =>
  digitsOnly(value, GIFT_CARD_FIELDS[field].digits);

/** Each field's message, for the fields that break their rule. */
const problemsOf = (values: Values) =>
  Object.fromEntries(
    FIELDS.filter(({ name }) => !isGiftCardValue(name, values[name])).map(({ name }) => [
      name,
      GIFT_CARD_FIELDS[name].message,
    ]),
  ) as Partial<Values>;

/** Keeps only the digits a field takes, in the input itself, wherever they came from. */
function keepDigits(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const digits = digitsFor(input.name as GiftCardField, input.value);
  if (digits !== input.value) input.value = digits;
}

/** Asks the platform for the card's balance. */
async function checkBalance({ website, ...values }: BalanceQuestion) {
  const { balance } = await platformClient.checkGiftCardBalance({
    ...values,
    ...(website ? { website } : {}),
  });
  // A filled honeypot is answered without a balance; only a bot ever gets that far.
  if (typeof balance !== 'number') throw new Error('no balance in the answer');
  return { balance, lastDigits: values.cardNumber.slice(-4) };
}

/** The balance form with the query client its call needs. */
export function GiftCardBalanceIsland({ labelledBy }: { labelledBy: string }) {
  return (
    <QueryProvider>
      <GiftCardBalanceForm labelledBy={labelledBy} />
    </QueryProvider>
  );
}

/**
 * The balance form: a card number and its PIN, checked here with the server's own rules, then
 * asked of the platform. The answer replaces the last one, so a guest with several cards checks
 * them one after another. The inputs hold their own values and the form reads them when sent, so
 * what a guest typed before the page's script ran is checked too.
 */
function GiftCardBalanceForm({ labelledBy }: { labelledBy: string }) {
  const id = useId();
  const [errors, setErrors] = useState<Partial<Values>>({});
  const { status, result, error, sendOnce, submitOnce, reset } = useSendOnce(checkBalance, {
    failureLog: 'Gift card balance check failed',
    repeatable: true,
  });
  const earlySubmit = useEarlySubmit(`form${id}`);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '');
    const values: Values = {
      cardNumber: digitsFor('cardNumber', read('cardNumber')),
      pin: digitsFor('pin', read('pin')),
    };
    const problems = problemsOf(values);
    setErrors(problems);
    const firstProblem = FIELDS.find(({ name }) => problems[name]);
    if (firstProblem) {
      reset();
      document.getElementById(`${id}-${firstProblem.name}`)?.focus();
      return;
    }
    sendOnce({ ...values, website: read('website') });
  }

  const failure =
    error instanceof PlatformClientError
      ? error.message
      : platformRoutes.checkGiftCardBalance.failureMessage;
  return (
    <form
      {...earlySubmit}
      className={styles.form}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => submitOnce(event, submit)}
    >
      {FIELDS.map(({ name, label, hint }) => (
        <TextField
          key={name}
          id={`${id}-${name}`}
          name={name}
          label={label}
          hint={hint}
          required
          inputMode="numeric"
          autoComplete="off"
          error={errors[name]}
          onChange={keepDigits}
        />
      ))}
      <HoneypotField id={`${id}-website`} name="website" />
      {/* Never disabled: the button keeps the keyboard focus while the check runs. */}
      <Button
        type="submit"
        className={styles.submit}
        aria-disabled={status === 'sending' || undefined}
      >
        Check Balance
      </Button>
      {/* Both live regions stay in the page, empty, so that what fills them is announced. */}
      <div className={styles.answer}>
        <div role="status">
          {status === 'sending' && <p className={styles.checking}>Checking…</p>}
          {status === 'complete' && result && (
            <p className={styles.balance}>
              <span>Card ending in {result.lastDigits} has</span>{' '}
              <strong className={styles.amount}>{formatPrice(result.balance)}</strong>{' '}
              <span>left to play with.</span>
            </p>
          )}
        </div>
        <div role="alert" className={styles.failure}>
          {status === 'failed' && <p>{failure}</p>}
        </div>
      </div>
    </form>
  );
}
