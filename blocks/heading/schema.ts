import { z } from 'zod';
import { optionalText } from '@/lib/cms/fields';

export const headingSchema = z.object({
  heading: z.string().trim().min(1),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  subheading: optionalText,
  align: z.enum(['left', 'center']).default('center'),
});

export type HeadingProps = z.output<typeof headingSchema>;
