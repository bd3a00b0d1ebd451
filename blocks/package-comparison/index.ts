import { defineBlock } from '../defineBlock';
import { PackageComparison } from './PackageComparison';
import { packageComparisonSchema } from './schema';

export const packageComparisonBlock = defineBlock({
  schema: packageComparisonSchema,
  Component: PackageComparison,
});
