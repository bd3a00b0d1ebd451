import { DecorativeIcon } from './DecorativeIcon';

/* Decorative icons of the slider's buttons; each button carries its own name. */

/** A chevron drawn as one rounded stroke. */
function Chevron({ d }: { d: string }) {
  return (
    <DecorativeIcon viewBox="0 0 24 24" size={20}>
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </DecorativeIcon>
  );
}

export const PreviousIcon = () => <Chevron d="M15 5l-7 7 7 7" />;

export const NextIcon = () => <Chevron d="M9 5l7 7-7 7" />;

export function PauseIcon() {
  return (
    <DecorativeIcon viewBox="0 0 24 24" size={20}>
      <rect x="6" y="5" width="4" height="14" rx="1.5" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1.5" fill="currentColor" />
    </DecorativeIcon>
  );
}

export function PlayIcon() {
  return (
    <DecorativeIcon viewBox="0 0 24 24" size={20}>
      <path
        d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z"
        fill="currentColor"
      />
    </DecorativeIcon>
  );
}
