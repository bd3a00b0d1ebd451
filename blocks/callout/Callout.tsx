import { SpecialBanner } from '../special-banner/SpecialBanner';
import type { CalloutProps } from './schema';

/**
 * Drawn as the special banner is without a picture (docs/decisions/0022): one full-width band of
 * colour, the words on one side and the button on the other.
 */
export function Callout(props: CalloutProps) {
  return <SpecialBanner {...props} />;
}
