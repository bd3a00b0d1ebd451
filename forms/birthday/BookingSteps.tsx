import styles from './BirthdayInfo.module.css';

const STEPS = ['Your party', 'Details & package'] as const;

interface BookingStepsProps {
  /** 0 the party, 1 details and package, 2 once the request is sent (every step done). */
  current: 0 | 1 | 2;
}

/** Where the family is in the booking: two steps, those behind them ticked. */
export function BookingSteps({ current }: BookingStepsProps) {
  return (
    <ol className={styles.steps} aria-label="Booking steps">
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
              <span className="visually-hidden">{`Step ${index + 1} of ${STEPS.length}: `}</span>
              {name}
              {done && <span className="visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
