import { defineBlock } from '../defineBlock';
import { CenterFinder } from './CenterFinder';
import { centerFinderSchema } from './schema';

export const centerFinderBlock = defineBlock({
  schema: centerFinderSchema,
  Component: CenterFinder,
  carriesPageHeading: (props) => props.opensPage,
});
