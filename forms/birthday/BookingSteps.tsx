import { useSay } from '@/components/Say.client';
import { birthdayTexts as texts } from './messages';
import styles from './BirthdayInfo.module.css';

const STEPS = [texts.yourParty, texts.detailsAndPackage] as const;

interface BookingStepsProps {
  /** 0 the party, 1 details and package, 2 once the request is sent (every step done). */
  current: 0 | 1 | 2;
}

/** Where the family is in the booking: two steps, those behind them ticked. */
export function BookingSteps({ current }: BookingStepsProps) {
  const say = useSay();
  return (
    <ol className={styles.steps} aria-label={say(texts.bookingSteps)}>
      {STEPS.map((name, index) => {
        const done = index < current;
        return (
          <li
            key={name}
            className={done ? styles.stepDone : index === current ? styles.stepCurrent : undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {done ? '✓' : index + 1}
            </span>
            <span>
              <span className="visually-hidden">{`${say(texts.stepOf(index + 1, STEPS.length))} `}</span>
              {say(name)}
              {done && <span className="visually-hidden"> {say(texts.done)}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
