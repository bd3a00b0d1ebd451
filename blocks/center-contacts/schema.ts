import { z } from 'zod';
import { section } from '@/lib/cms/fields';

/**
 * How to reach a center directly, beside a contact form: a center picker that shows the chosen
 * center's phone and page, and the chain's guest services email for anything else.
 */
export const centerContactsSchema = section(
  { email: z.email('email must be an email address').trim() },
  { headingMax: 80 },
);

export type CenterContactsProps = z.output<typeof centerContactsSchema>;
