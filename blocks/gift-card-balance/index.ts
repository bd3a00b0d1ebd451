import { defineBlock } from '../defineBlock';
import { GiftCardBalance } from './GiftCardBalance';
import { giftCardBalanceSchema } from './schema';

export const giftCardBalanceBlock = defineBlock({
  schema: giftCardBalanceSchema,
  Component: GiftCardBalance,
});
