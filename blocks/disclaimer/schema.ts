import { z } from 'zod';
import { richText } from '@/lib/cms/fields';

export const disclaimerSchema = z.object({ body: richText });

export type DisclaimerProps = z.output<typeof disclaimerSchema>;
