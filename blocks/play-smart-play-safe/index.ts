import { defineBlock } from '../defineBlock';
import { PlaySmartPlaySafe } from './PlaySmartPlaySafe';
import { playSmartPlaySafeSchema } from './schema';

export const playSmartPlaySafeBlock = defineBlock({
  schema: playSmartPlaySafeSchema,
  Component: PlaySmartPlaySafe,
});
