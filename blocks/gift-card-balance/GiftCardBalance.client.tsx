'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button/Button';
import { useEarlySubmit } from '@/components/EarlyClicks/earlyClicks';
import { HoneypotField } from '@/forms/engine/FormParts';
import { TextField } from '@/forms/engine/fields/TextField';
import { formatPrice } from '@/lib/format';
import { PlatformClientError, platformClient } from '@/lib/platform/client';
import { platformRoutes } from '@/lib/platform/routes';
import {
  GIFT_CARD_MESSAGES,
  GIFT_CARD_NUMBER_LENGTH,
  GIFT_CARD_PIN_LENGTH,
  isGiftCardNumber,
  isGiftCardPin,
} from '@/lib/platform/giftCards';
import styles from './GiftCardBalance.module.css';

type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'found'; balance: number; lastDigits: string }
  | { state: 'failed'; message: string };

/** The digits of what was typed or pasted ('6035 7100-…' reads as 6035 7100 …), up to `length`. */
const digitsOf = (value: string, length: number) => value.replace(/\D/g, '').slice(0, length);

/**
 * The balance form: a card number and its PIN, checked here with the server's own rules, then
 * asked of the platform. The answer replaces the last one, so a guest with several cards checks
 * them one after another.
 */
export function GiftCardBalanceIsland({ labelledBy }: { labelledBy: string }) {
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ cardNumber?: string; pin?: string }>({});
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const honeypot = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const earlySubmit = useEarlySubmit(`form${id}`);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const found = {
      cardNumber: isGiftCardNumber(cardNumber) ? undefined : GIFT_CARD_MESSAGES.cardNumber,
      pin: isGiftCardPin(pin) ? undefined : GIFT_CARD_MESSAGES.pin,
    };
    setErrors(found);
    if (found.cardNumber || found.pin) {
      setCheck({ state: 'idle' });
      document.getElementById(`${id}-${found.cardNumber ? 'card' : 'pin'}`)?.focus();
      return;
    }
    busy.current = true;
    setCheck({ state: 'checking' });
    try {
      const website = honeypot.current?.value;
      const { balance } = await platformClient.checkGiftCardBalance({
        cardNumber,
        pin,
        ...(website ? { website } : {}),
      });
      // A filled honeypot is answered without a balance; only a bot ever gets that far.
      if (typeof balance !== 'number') throw new Error('no balance in the answer');
      setCheck({ state: 'found', balance, lastDigits: cardNumber.slice(-4) });
    } catch (error) {
      const message =
        error instanceof PlatformClientError
          ? error.message
          : platformRoutes.checkGiftCardBalance.failureMessage;
      setCheck({ state: 'failed', message });
    } finally {
      busy.current = false;
    }
  }

  return (
    <form
      {...earlySubmit}
      className={styles.form}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={submit}
    >
      <TextField
        id={`${id}-card`}
        label="Card number"
        required
        inputMode="numeric"
        autoComplete="off"
        hint={`The ${GIFT_CARD_NUMBER_LENGTH} digits on the back of your card`}
        value={cardNumber}
        error={errors.cardNumber}
        onChange={(event) => setCardNumber(digitsOf(event.target.value, GIFT_CARD_NUMBER_LENGTH))}
      />
      <TextField
        id={`${id}-pin`}
        label="PIN"
        required
        inputMode="numeric"
        autoComplete="off"
        hint="Under the scratch panel"
        className={styles.pin}
        value={pin}
        error={errors.pin}
        onChange={(event) => setPin(digitsOf(event.target.value, GIFT_CARD_PIN_LENGTH))}
      />
      <HoneypotField id={`${id}-website`} name="website" ref={honeypot} />
      <Button type="submit" className={styles.submit} disabled={check.state === 'checking'}>
        {check.state === 'checking' ? 'Checking…' : 'Check Balance'}
      </Button>
      {/* Both live regions stay in the page, empty, so that what fills them is announced. */}
      <div className={styles.answer}>
        <div role="status">
          {check.state === 'found' && (
            <p className={styles.balance}>
              <span>Card ending in {check.lastDigits} has</span>
              <strong className={styles.amount}>{formatPrice(check.balance)}</strong>
              <span>left to play with.</span>
            </p>
          )}
        </div>
        <div role="alert" className={styles.failure}>
          {check.state === 'failed' && <p>{check.message}</p>}
        </div>
      </div>
    </form>
  );
}
