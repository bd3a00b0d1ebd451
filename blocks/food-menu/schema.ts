import { z } from 'zod';
import { optionalEntry, optionalText } from '@/lib/cms/fields';
import { pdfAsset } from '@/lib/cms/assets';
import { menuCategories } from './menu';

/**
 * The food menu (docs/rules/screens-and-routes.md#food-menu): every category on one page, with
 * the nutrition and allergen guides. A category that fails to parse is logged and skipped; a menu
 * with none left is refused. A guide that is not a PDF is logged and left out.
 */
export const foodMenuSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  categories: menuCategories,
  nutritionPdf: optionalEntry(pdfAsset),
  allergenPdf: optionalEntry(pdfAsset),
});

export type FoodMenuProps = z.output<typeof foodMenuSchema>;
