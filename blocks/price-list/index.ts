import { defineBlock } from '../defineBlock';
import { PriceList } from './PriceList';
import { priceListSchema } from './schema';

export const priceListBlock = defineBlock({ schema: priceListSchema, Component: PriceList });
