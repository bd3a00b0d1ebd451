import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { PACKAGE_CONTENT_TYPE, packageEntry } from '@/lib/packages';

/** A list of birthday or virtual packages; the order is the editor's. */
export const packageListSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  packages: entryList(packageEntry, PACKAGE_CONTENT_TYPE, { min: 1 }),
});

export type PackageListProps = z.output<typeof packageListSchema>;
