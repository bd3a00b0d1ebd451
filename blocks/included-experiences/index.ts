import { defineBlock } from '../defineBlock';
import { IncludedExperiences } from './IncludedExperiences';
import { includedExperiencesSchema } from './schema';

export const includedExperiencesBlock = defineBlock({
  schema: includedExperiencesSchema,
  Component: IncludedExperiences,
});
