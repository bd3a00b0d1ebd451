import { platformRoute } from '@/lib/http/handler';

/** What is left on a gift card, for its number and PIN (docs/rules/gift-cards.md). */
export const POST = platformRoute('checkGiftCardBalance');
