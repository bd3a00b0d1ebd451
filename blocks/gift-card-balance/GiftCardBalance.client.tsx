'use client';

import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/Button/Button';
import { useEarlySubmit } from '@/components/EarlyClicks/earlyClicks';
import { QueryProvider } from '@/components/QueryProvider.client';
import { useSay, withTranslations } from '@/components/Say.client';
import { HoneypotField } from '@/forms/engine/FormParts';
import { TextField } from '@/forms/engine/fields/TextField';
import { useSendOnce } from '@/forms/engine/useSendOnce';
import { digitsOnly, formatPrice } from '@/lib/format';
import { fill } from '@/lib/i18n/say';
import { PlatformClientError, platformClient } from '@/lib/platform/client';
import { GIFT_CARD_FIELDS, isGiftCardValue, type GiftCardField } from '@/lib/platform/giftCards';
import { platformRoutes } from '@/lib/platform/routes';
import words from '@/messages/en/GiftCard.json';
import styles from './GiftCardBalance.module.css';

type Values = Record<GiftCardField, string>;

/** What the balance check asks the platform: the card, and the honeypot when something filled it. */
type BalanceQuestion = Values & { website?: string };

/**
 * The two fields as the guest sees them, in order: their words in English, each `{digits}` the
 * field's length (the server's rules, lib/platform/giftCards.ts), shown through `say`.
 */
const FIELDS: readonly { name: GiftCardField; label: string; hint: string }[] = [
  { name: 'cardNumber', label: words.cardNumber, hint: words.cardNumberHint },
  { name: 'pin', label: words.pin, hint: words.pinHint },
];

const withDigits = (message: string, field: GiftCardField) =>
  fill(message, { digits: GIFT_CARD_FIELDS[field].digits });

const digitsFor = (field: GiftCardField, value: string) =>
  digitsOnly(value, GIFT_CARD_FIELDS[field].digits);

/** Each field's message (the server's own, in English), for the fields that break their rule. */
const problemsOf = (values: Values) =>
  Object.fromEntries(
    FIELDS.filter(({ name }) => !isGiftCardValue(name, values[name])).map(({ name }) => [
      name,
      GIFT_CARD_FIELDS[name].message,
    ]),
  ) as Partial<Values>;

/**
 * What the guest reads when the check fails, shown through `say`: the platform's answer (the
 * card not found, no connection, too many tries), or the route's failure when there is none.
 */
const failureOf = (error: unknown) =>
  error instanceof PlatformClientError
    ? error.message
    : platformRoutes.checkGiftCardBalance.failureMessage;

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
function GiftCardBalance({ labelledBy }: { labelledBy: string }) {
  return (
    <QueryProvider>
      <GiftCardBalanceForm labelledBy={labelledBy} />
    </QueryProvider>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const GiftCardBalanceIsland = withTranslations(GiftCardBalance);

/**
 * The balance form: a card number and its PIN, checked here with the server's own rules, then
 * asked of the platform. The answer replaces the last one, so a guest with several cards checks
 * them one after another. The inputs hold their own values and the form reads them when sent, so
 * what a guest typed before the page's script ran is checked too.
 */
function GiftCardBalanceForm({ labelledBy }: { labelledBy: string }) {
  const say = useSay();
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
          label={say(label)}
          hint={withDigits(say(hint), name)}
          required
          inputMode="numeric"
          autoComplete="off"
          error={say(errors[name])}
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
        {say(words.checkBalance)}
      </Button>
      {/* Both live regions stay in the page, empty, so that what fills them is announced. */}
      <div className={styles.answer}>
        <div role="status">
          {status === 'sending' && <p className={styles.checking}>{say(words.checking)}</p>}
          {status === 'complete' && result && <BalanceLine {...result} />}
        </div>
        <div role="alert" className={styles.failure}>
          {status === 'failed' && <p>{say(failureOf(error))}</p>}
        </div>
      </div>
    </form>
  );
}

/** 'Card ending in 0002 has $112.50 left to play with.', the amount in bold wherever it falls. */
function BalanceLine({ balance, lastDigits }: { balance: number; lastDigits: string }) {
  const say = useSay();
  const [before = '', after = ''] = fill(say(words.balanceLeft), { lastDigits }).split('{balance}');
  return (
    <p className={styles.balance}>
      <span>{before.trim()}</span> <strong className={styles.amount}>{formatPrice(balance)}</strong>{' '}
      <span>{after.trim()}</span>
    </p>
  );
}
