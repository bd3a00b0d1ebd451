import Image from 'next/image';
import { SAFETY_ICONS } from '@/cms/enumerations.mjs';

/**
 * The safety measures' icons: round badges in the brand's colours, one drawing per name in
 * public/art/safety/. An editor picks one by name (the content model offers the same list); the
 * measure's title says what it means, so the icon is decoration. As files, the drawings cost the
 * page's HTML nothing and are cached across pages; they are small enough to fetch at once, so
 * none appears late while the guest scrolls.
 */
export { SAFETY_ICONS };

export type SafetyIcon = (typeof SAFETY_ICONS)[number];

export const safetyIconSrc = (icon: SafetyIcon) => `/art/safety/${icon}.svg`;

export function SafetyIconBadge({ icon, className }: { icon: SafetyIcon; className?: string }) {
  return (
    <Image
      src={safetyIconSrc(icon)}
      alt=""
      width={64}
      height={64}
      loading="eager"
      unoptimized
      className={className}
    />
  );
}
