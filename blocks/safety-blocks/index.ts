import { defineBlock } from '../defineBlock';
import { SafetyBlocks } from './SafetyBlocks';
import { safetyBlocksSchema } from './schema';

export const safetyBlocksBlock = defineBlock({
  schema: safetyBlocksSchema,
  Component: SafetyBlocks,
});
