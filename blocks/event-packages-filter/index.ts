import { defineBlock } from '../defineBlock';
import { EventPackagesFilter } from './EventPackagesFilter';
import { eventPackagesFilterSchema } from './schema';

export const eventPackagesFilterBlock = defineBlock({
  schema: eventPackagesFilterSchema,
  Component: EventPackagesFilter,
});
