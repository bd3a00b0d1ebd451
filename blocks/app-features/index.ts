import { defineBlock } from '../defineBlock';
import { AppFeatures } from './AppFeatures';
import { appFeaturesSchema } from './schema';

export const appFeaturesBlock = defineBlock({ schema: appFeaturesSchema, Component: AppFeatures });
