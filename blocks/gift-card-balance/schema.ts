import type { z } from 'zod';
import { section } from '@/lib/cms/fields';

export const giftCardBalanceSchema = section({}, { headingMax: 80 });

export type GiftCardBalanceProps = z.output<typeof giftCardBalanceSchema>;
