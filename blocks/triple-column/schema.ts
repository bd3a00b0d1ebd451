import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';

export const tripleColumnSchema = z.object({
  heading: optionalText,
  columns: entryList(contentItem, 'contentItem', { min: 1, max: 3 }),
});

export type TripleColumnProps = z.output<typeof tripleColumnSchema>;
