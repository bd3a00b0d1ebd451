import { ButtonLink, type ButtonVariant } from '@/components/Button/Button';
import type { SiteLink } from '@/lib/cms/fields';

/** The editor's call to action of a section as a button, or nothing when the entry has none. */
export function CallToAction({
  cta,
  variant,
  frameClassName,
}: {
  cta: SiteLink | undefined;
  /** The button that stands out on the section's background. */
  variant: ButtonVariant;
  /** The block's frame around the button, where its layout places a frame and not the button. */
  frameClassName?: string;
}) {
  if (!cta) return null;
  const button = (
    <ButtonLink href={cta.href} variant={variant}>
      {cta.label}
    </ButtonLink>
  );
  return frameClassName ? <div className={frameClassName}>{button}</div> : button;
}
