import { platformRoute } from '@/lib/http/handler';

/** Registers season pass cards; the answer says, per card, whether it is now active. */
export const POST = platformRoute('registerSeasonPass');
