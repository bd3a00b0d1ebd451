import { MessageWith } from '../MessageWith';
import type { Ref } from 'react';
import { fill } from '@/lib/i18n/say';
import words from '@/messages/en/Slider.json';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from '../icons';
import { useSay } from '../Say.client';
import styles from './Slider.module.css';

const STEPS = [
  { direction: -1, label: words.previousSlide, Icon: PreviousIcon },
  { direction: 1, label: words.nextSlide, Icon: NextIcon },
] as const;

/**
 * Pause/Play first (WCAG 2.2.2: the guest can stop the motion before anything else), then
 * previous and next. The rotation button's name changes with its action, as the APG carousel does.
 */
export function Toolbar({
  autoplay,
  playing,
  playRef,
  onToggle,
  controls,
  disabled,
  onStep,
}: {
  /** Without autoplay there is nothing to pause and no rotation button. */
  autoplay: boolean;
  playing: boolean;
  playRef: Ref<HTMLButtonElement>;
  onToggle: () => void;
  controls: string;
  disabled: boolean;
  onStep: (direction: 1 | -1) => void;
}) {
  const say = useSay();
  return (
    <div className={styles.toolbar}>
      {autoplay && (
        <button
          ref={playRef}
          type="button"
          className={`${styles.control} ${styles.play}`}
          onClick={onToggle}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
          {/* The action is shown; what it acts on is there for screen readers. */}
          <MessageWith message={say(playing ? words.pause : words.play)} name="slideShow">
            <span className="visually-hidden">{say(words.slideShow)}</span>
          </MessageWith>
        </button>
      )}
      {STEPS.map(({ direction, label, Icon }) => (
        <button
          key={direction}
          type="button"
          className={styles.control}
          aria-label={say(label)}
          aria-controls={controls}
          disabled={disabled}
          onClick={() => onStep(direction)}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}

/** One button per slide; the one whose slide leads the view is the current one. */
export function Dots({
  count,
  current,
  controls,
  onSelect,
}: {
  count: number;
  current: number;
  controls: string;
  onSelect: (index: number) => void;
}) {
  const say = useSay();
  return (
    <div className={styles.dots}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={styles.dot}
          aria-label={fill(say(words.showSlide), { number: index + 1 })}
          aria-current={index === current ? 'true' : undefined}
          aria-controls={controls}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
