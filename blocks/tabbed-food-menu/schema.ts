import { z } from 'zod';
import { optionalText } from '@/lib/cms/fields';
import { menuCategories } from '../food-menu/menu';

/**
 * A food menu in tabs, one category at a time (docs/rules/screens-and-routes.md#food-menu). A
 * category that fails to parse is logged and skipped; a menu with none left is refused.
 */
export const tabbedFoodMenuSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  categories: menuCategories,
});

export type TabbedFoodMenuProps = z.output<typeof tabbedFoodMenuSchema>;
