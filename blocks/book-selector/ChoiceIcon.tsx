import { DecorativeIcon } from '@/components/DecorativeIcon';

/** Small bright pictures for the widget's three choices (decorative: the words carry meaning). */
export function ChoiceIcon({ kind }: { kind: 'birthday' | 'bowling' | 'activities' }) {
  return (
    <DecorativeIcon viewBox="0 0 32 32" size={32}>
      {kind === 'birthday' && (
        <>
          <rect x="5" y="16" width="22" height="11" rx="3" fill="#ff3d8b" />
          <path d="M5 20c3 2 5-2 7 0s5 2 7 0 5-2 8 0" stroke="#fff" strokeWidth="2" fill="none" />
          <rect x="9" y="9" width="3" height="7" rx="1" fill="#12c2b5" />
          <rect x="15" y="8" width="3" height="8" rx="1" fill="#ffc93c" />
          <rect x="21" y="9" width="3" height="7" rx="1" fill="#8a4dff" />
          <path
            d="M10.5 4c1.5 2 1.5 3 0 4M16.5 3c1.5 2 1.5 3 0 4M22.5 4c1.5 2 1.5 3 0 4"
            stroke="#ff6b1a"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        </>
      )}
      {kind === 'bowling' && (
        <>
          <path
            d="M11 3c-3 0-3 5-2 7-2 3-3 8-1 13 1 3 5 3 6 0 2-5 1-10-1-13 1-2 1-7-2-7z"
            fill="#fff"
            stroke="#1b1340"
            strokeWidth="1.5"
          />
          <rect x="8.6" y="9" width="5" height="2" fill="#ff3d8b" />
          <circle cx="22" cy="21" r="7" fill="#5b2be0" />
          <circle cx="20" cy="18.5" r="1.2" fill="#fff" />
          <circle cx="23.5" cy="18" r="1.2" fill="#fff" />
          <circle cx="22" cy="21.5" r="1.2" fill="#fff" />
        </>
      )}
      {kind === 'activities' && (
        <>
          <rect x="3" y="14" width="26" height="14" rx="5" fill="#12c2b5" />
          <rect x="14.5" y="5" width="3" height="10" rx="1.5" fill="#1b1340" />
          <circle cx="16" cy="5" r="4" fill="#ff3d8b" />
          <circle cx="9" cy="21" r="2.5" fill="#ffc93c" />
          <circle cx="23" cy="21" r="2.5" fill="#fff" />
        </>
      )}
    </DecorativeIcon>
  );
}
