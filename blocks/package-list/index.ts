import { defineBlock } from '../defineBlock';
import { PackageList } from './PackageList';
import { packageListSchema } from './schema';

export const packageListBlock = defineBlock({
  schema: packageListSchema,
  Component: PackageList,
});
