import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { PACKAGE_CONTENT_TYPE, packageEntry } from '@/lib/packages';

/** Packages side by side, with an estimated total for a number of kids; the order is the editor's. */
export const packageComparisonSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  packages: entryList(packageEntry, PACKAGE_CONTENT_TYPE, { min: 2 }),
  kids: z.number().int().min(1).max(99).default(10),
});

export type PackageComparisonProps = z.output<typeof packageComparisonSchema>;
