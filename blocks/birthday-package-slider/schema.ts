import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { PACKAGE_CONTENT_TYPE, packageEntry } from '@/lib/packages';

export const birthdayPackageSliderSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  packages: entryList(packageEntry, PACKAGE_CONTENT_TYPE, { min: 1 }),
});

export type BirthdayPackageSliderProps = z.output<typeof birthdayPackageSliderSchema>;
