import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';

export const cardSectionSchema = z.object({
  heading: z.string().trim().min(1),
  text: optionalText,
  cards: entryList(contentItem, 'contentItem', { min: 1 }),
});

export type CardSectionProps = z.output<typeof cardSectionSchema>;
