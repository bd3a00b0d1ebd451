import { defineBlock } from '../defineBlock';
import { OfferCards } from './OfferCards';
import { offerCardsSchema } from './schema';

export const offerCardsBlock = defineBlock({ schema: offerCardsSchema, Component: OfferCards });
