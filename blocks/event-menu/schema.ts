import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';

/**
 * A package of an event menu: what a group can order for its event, with its price and what it
 * includes. Only the title is required; empty included items are dropped.
 */
const menuPackage = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal('menuPackage') }),
    fields: z.object({
      title: z.string().trim().min(1),
      price: z.number().nonnegative().optional(),
      priceUnit: optionalText,
      description: optionalText,
      items: z
        .array(z.string())
        .optional()
        .transform((items) => (items ?? []).map((item) => item.trim()).filter(Boolean)),
      minimumGuests: z.int().positive().optional(),
    }),
  })
  .transform(({ sys, fields }) => ({ id: sys.id, ...fields }));

export type MenuPackage = z.output<typeof menuPackage>;

/**
 * The menu's tabs, always all four and in this order
 * (docs/rules/screens-and-routes.md#events-and-packages, docs/rules/states.md#event-menu-tabs).
 * Their names are the catalogue's (blocks/event-menu/EventMenu.tsx).
 */
export const EVENT_MENU_CATEGORIES = [
  { id: 'food', field: 'foodPackages' },
  { id: 'bar', field: 'barPackages' },
  { id: 'add-ons', field: 'addOns' },
  { id: 'birthday', field: 'birthday' },
] as const;

export type MenuCategoryId = (typeof EVENT_MENU_CATEGORIES)[number]['id'];

// Contentful leaves an emptied list out of the entry altogether.
const packages = entryList(menuPackage, 'menuPackage').optional();

/**
 * An event menu (docs/rules/states.md#event-menu-tabs): the four categories above, in their
 * order, each with its packages (none for a category left empty). A menu with no package in any
 * category has nothing to show, so it is refused.
 */
export const eventMenuSchema = z
  .object({
    heading: z.string().trim().min(1),
    intro: optionalText,
    foodPackages: packages,
    barPackages: packages,
    addOns: packages,
    birthday: packages,
  })
  .transform((fields) => ({
    heading: fields.heading,
    intro: fields.intro,
    categories: EVENT_MENU_CATEGORIES.map(({ id, field }) => ({
      id,
      packages: fields[field] ?? [],
    })),
  }))
  .refine(
    (menu) => menu.categories.some((category) => category.packages.length > 0),
    'an event menu needs at least one menuPackage in foodPackages, barPackages, addOns or birthday',
  );

export type EventMenuProps = z.output<typeof eventMenuSchema>;
