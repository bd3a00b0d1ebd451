import { unavailableCenter } from '@/lib/http/centerChecks';
import { platformRoute } from '@/lib/http/handler';

/** Registers season pass cards; the answer says, per card, whether it is now active. */
export const POST = platformRoute('registerSeasonPass', {
  accept: (registration) => unavailableCenter('locationId', registration.locationId),
});
