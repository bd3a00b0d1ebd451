import { ButtonLink, type ButtonVariant } from '@/components/Button/Button';
import type { SiteLink } from '@/lib/cms/fields';

/** The editor's call to action of a section as a button, or nothing when the entry has none. */
export function CallToAction({
  cta,
  variant,
}: {
  cta: SiteLink | undefined;
  /** The button that stands out on the section's background. */
  variant: ButtonVariant;
}) {
  if (!cta) return null;
  return (
    <ButtonLink href={cta.href} variant={variant}>
      {cta.label}
    </ButtonLink>
  );
}
