import type { ReactNode } from 'react';
import { SAFETY_ICONS } from '@/cms/enumerations.mjs';
import { DecorativeIcon } from '@/components/DecorativeIcon';

/**
 * The safety measures' icons, drawn in the brand's colours. An editor picks one by name (the
 * content model offers the same list); the measure's title says what it means, so the icon is
 * decoration.
 */
export { SAFETY_ICONS };

export type SafetyIcon = (typeof SAFETY_ICONS)[number];

const GLYPHS: Record<SafetyIcon, { background: string; glyph: ReactNode }> = {
  team: {
    background: '#5b2be0',
    glyph: (
      <>
        <circle cx="32" cy="22" r="8" fill="#ffc93c" />
        <path d="M18 48c0-9 6-15 14-15s14 6 14 15z" fill="#ffffff" />
        <path d="M28 37l4 5 4-5" fill="none" stroke="#ff3d8b" strokeWidth="3" />
      </>
    ),
  },
  laserTag: {
    background: '#1b1340',
    glyph: (
      <>
        <circle cx="32" cy="32" r="16" fill="none" stroke="#12c2b5" strokeWidth="4" />
        <circle cx="32" cy="32" r="8" fill="none" stroke="#ff3d8b" strokeWidth="4" />
        <circle cx="32" cy="32" r="3" fill="#ffc93c" />
        <path d="M8 20l14 8" stroke="#ffc93c" strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  cleanShoes: {
    background: '#12c2b5',
    glyph: (
      <>
        <path
          d="M12 40c0-6 2-12 6-16h8c2 4 6 6 12 7l10 3c3 1 5 3 5 6v2H12z"
          fill="#ffffff"
          stroke="#1b1340"
          strokeWidth="2.5"
        />
        <path d="M12 40h41" stroke="#ff3d8b" strokeWidth="4" />
        <path d="M46 12l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#ffc93c" />
      </>
    ),
  },
  sanitized: {
    background: '#ff6b1a',
    glyph: (
      <>
        <rect x="22" y="26" width="20" height="26" rx="5" fill="#ffffff" />
        <path d="M27 26v-6h10v6M37 20h8" stroke="#ffffff" strokeWidth="4" fill="none" />
        <path d="M28 38h8M32 34v8" stroke="#12c2b5" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="50" cy="16" r="2.5" fill="#ffc93c" />
        <circle cx="52" cy="24" r="2" fill="#ffc93c" />
      </>
    ),
  },
  allergens: {
    background: '#ffc93c',
    glyph: (
      <>
        <path d="M32 12v40" stroke="#b84300" strokeWidth="3" strokeLinecap="round" />
        {[18, 27, 36].map((y) => (
          <g key={y} fill="#ff6b1a">
            <ellipse cx="25" cy={y} rx="6" ry="4" transform={`rotate(-30 25 ${y})`} />
            <ellipse cx="39" cy={y} rx="6" ry="4" transform={`rotate(30 39 ${y})`} />
          </g>
        ))}
        <circle cx="32" cy="32" r="22" fill="none" stroke="#c8105d" strokeWidth="3.5" />
      </>
    ),
  },
  lostChild: {
    background: '#ff3d8b',
    glyph: (
      <>
        <circle cx="24" cy="20" r="6" fill="#ffffff" />
        <path d="M14 46c0-8 4-14 10-14s10 6 10 14z" fill="#ffffff" />
        <circle cx="42" cy="28" r="4.5" fill="#ffc93c" />
        <path d="M35 48c0-6 3-11 7-11s7 5 7 11z" fill="#ffc93c" />
        <path d="M32 38l5 2" stroke="#1b1340" strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  ageRules: {
    background: '#8a4dff',
    glyph: (
      <>
        <rect x="12" y="18" width="40" height="28" rx="6" fill="#ffffff" />
        <text
          x="32"
          y="38"
          textAnchor="middle"
          fontFamily="Arial Rounded MT Bold, Arial, sans-serif"
          fontWeight="800"
          fontSize="15"
          fill="#5b2be0"
        >
          12+
        </text>
      </>
    ),
  },
  firstAid: {
    background: '#c4122f',
    glyph: (
      <>
        <rect x="14" y="20" width="36" height="28" rx="6" fill="#ffffff" />
        <path d="M26 20v-4h12v4" stroke="#ffffff" strokeWidth="3.5" fill="none" />
        <path d="M32 27v14M25 34h14" stroke="#c4122f" strokeWidth="5" strokeLinecap="round" />
      </>
    ),
  },
};

/** A round badge with the measure's glyph, hidden from assistive technology. */
export function SafetyIconBadge({ icon, className }: { icon: SafetyIcon; className?: string }) {
  const { background, glyph } = GLYPHS[icon];
  return (
    <DecorativeIcon className={className} viewBox="0 0 64 64" size={64}>
      <circle cx="32" cy="32" r="32" fill={background} />
      {glyph}
    </DecorativeIcon>
  );
}
