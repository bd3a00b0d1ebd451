import { z } from 'zod';
import { ALLERGENS } from '@/cms/enumerations.mjs';
import { entryList, optionalEntry, optionalText, picture, type Picture } from '@/lib/cms/fields';
import { log } from '@/lib/log';
import { SEGMENT_SLUG } from '@/lib/slugs';

/**
 * The food menu's content (docs/rules/content-and-data.md#menu-category, #food-item): categories
 * of sections of items, shared by the food menu and the tabbed food menu. A bad item or section is
 * logged and skipped; a section left with nothing to show, or a category left without sections,
 * is skipped too.
 */

/** How deep sections and items may nest: a category's section is level 1, its sub-section 2. */
export const MAX_MENU_DEPTH = 3;

/** The layout hints editors may give a section; a section without one is a grid. */
export const SECTION_LAYOUTS = ['grid', 'list', 'feature'] as const;
export type SectionLayout = (typeof SECTION_LAYOUTS)[number];

export type Allergen = (typeof ALLERGENS)[number];

export interface FoodItem {
  id: string;
  title: string;
  description?: string;
  highlightText?: string;
  featured: boolean;
  /** Shown as its image alone (a promotion in the grid); such an item always has an image. */
  imageOnly: boolean;
  image?: Picture;
  rowSpan: number;
  colSpan: number;
  /** '980' or a range '450–900' (an en dash, whatever the editor typed). */
  calories?: string;
  price?: number;
  /** The major allergens it contains, when the menu says (none known is an empty list). */
  allergens: Allergen[];
  subItems: string[];
  extraTitle?: string;
  extraDescription?: string;
  /** The options' title and a line under it (`Toppings`, `$1.75 each`). */
  heading?: string;
  subHeading?: string;
  leftColOptions: string[];
  rightColOptions: string[];
  menuItems: FoodItem[];
  menuSections: MenuSection[];
}

export interface MenuSection {
  id: string;
  title: string;
  subtitle?: string;
  layout: SectionLayout;
  minimum?: string;
  textBlocks: string[];
  images: Picture[];
  legal?: string;
  items: FoodItem[];
  sections: MenuSection[];
}

const textList = z
  .array(z.string())
  .nullish()
  .transform((list) => (list ?? []).map((text) => text.trim()).filter(Boolean));

const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

const span = z
  .int()
  .min(1)
  .max(3)
  .nullish()
  .transform((value) => value ?? 1);

/** '980', '1,450' or a range of them ('450-900', '450 – 900'). */
const CALORIE_COUNT = String.raw`(?:\d{1,2},\d{3}|\d{1,4})`;
const CALORIES = new RegExp(String.raw`^${CALORIE_COUNT}(?:\s*[-–]\s*${CALORIE_COUNT})?$`);

const calories = optionalText.pipe(
  z
    .string()
    .regex(CALORIES, "calories must be a number or a range such as '450–900'")
    .transform((value) => value.replace(/\s*[-–]\s*/, '–'))
    .optional(),
);

/** An unknown layout hint falls back to the grid: a typo must not hide a section. */
const layout = z
  .enum(SECTION_LAYOUTS)
  .nullish()
  .catch(({ input }) => {
    log.warn(
      { cssClass: input, allowed: SECTION_LAYOUTS },
      'unknown menu section cssClass ignored',
    );
    return undefined;
  })
  .transform((value): SectionLayout => value ?? 'grid');

/** Nested entries below the depth limit are parsed; deeper ones are logged and left out. */
function nested<T>(schema: () => z.ZodType<T>, label: string, level: number) {
  if (level > MAX_MENU_DEPTH) {
    return z
      .array(z.unknown())
      .nullish()
      .transform((list): T[] => {
        if (list?.length) {
          log.warn({ item: label, level, max: MAX_MENU_DEPTH }, 'menu nested too deep, left out');
        }
        return [];
      });
  }
  return entryList(schema(), label)
    .nullish()
    .transform((list) => list ?? []);
}

const itemSchemas = new Map<number, z.ZodType<FoodItem>>();
const sectionSchemas = new Map<number, z.ZodType<MenuSection>>();

/** A food item at this nesting level (its nested items and sections are one level deeper). */
export function foodItemAt(level: number): z.ZodType<FoodItem> {
  const known = itemSchemas.get(level);
  if (known) return known;
  const schema = z
    .object({
      sys: z.object({ id: z.string(), contentType: z.literal('foodItem') }),
      fields: z.object({
        title: z.string().trim().min(1),
        description: optionalText,
        highlightText: optionalText,
        featured: flag,
        imageOnly: flag,
        image: optionalEntry(picture),
        rowSpan: span,
        colSpan: span,
        calories,
        price: z
          .number()
          .nonnegative()
          .nullish()
          .transform((value) => value ?? undefined),
        allergens: z
          .array(z.enum(ALLERGENS))
          .nullish()
          .transform((list) => [...new Set(list ?? [])]),
        subItems: textList,
        extraTitle: optionalText,
        extraDescription: optionalText,
        heading: optionalText,
        subHeading: optionalText,
        leftColOptions: textList,
        rightColOptions: textList,
        menuItems: nested(() => foodItemAt(level + 1), 'foodItem', level + 1),
        menuSections: nested(() => menuSectionAt(level + 1), 'menuSection', level + 1),
      }),
    })
    .refine(({ fields }) => !fields.imageOnly || fields.image, {
      message: 'an image-only food item needs an image',
    })
    .transform(({ sys, fields }): FoodItem => ({ id: sys.id, ...fields }));
  itemSchemas.set(level, schema);
  return schema;
}

/** A menu section at this nesting level; its items share its level, its sub-sections go deeper. */
export function menuSectionAt(level: number): z.ZodType<MenuSection> {
  const known = sectionSchemas.get(level);
  if (known) return known;
  const schema = z
    .object({
      sys: z.object({ id: z.string(), contentType: z.literal('menuSection') }),
      fields: z.object({
        title: z.string().trim().min(1),
        subtitle: optionalText,
        cssClass: layout,
        minimum: optionalText,
        textBlocks: textList,
        images: entryList(picture, 'image')
          .nullish()
          .transform((list) => list ?? []),
        legal: optionalText,
        items: nested(() => foodItemAt(level), 'foodItem', level),
        sections: nested(() => menuSectionAt(level + 1), 'menuSection', level + 1),
      }),
    })
    .transform(({ sys, fields: { cssClass, ...fields } }): MenuSection => ({
      id: sys.id,
      layout: cssClass,
      ...fields,
    }))
    .refine(
      (section) =>
        section.items.length + section.sections.length + section.textBlocks.length > 0 ||
        section.images.length > 0,
      'a menu section needs items, sub-sections, text or images',
    );
  sectionSchemas.set(level, schema);
  return schema;
}

export const menuCategory = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal('menuCategory') }),
    fields: z.object({
      title: z.string().trim().min(1),
      slug: z
        .string()
        .trim()
        .regex(SEGMENT_SLUG, 'slug must be lowercase words separated by hyphens'),
      description: optionalText,
      heroImage: optionalEntry(picture),
      callout: optionalText,
      menuSections: entryList(menuSectionAt(1), 'menuSection', { min: 1 }),
    }),
  })
  .transform(({ sys, fields }) => ({ id: sys.id, ...fields }));

export type MenuCategory = z.output<typeof menuCategory>;

/** A menu's categories: 1 to 12 that parse, each slug once (it is the category's anchor). */
export const menuCategories = entryList(menuCategory, 'menuCategory', {
  min: 1,
  max: 12,
}).transform((categories) =>
  categories.filter((category, index) => {
    const first = categories.findIndex((other) => other.slug === category.slug) === index;
    if (!first) log.warn({ id: category.id, slug: category.slug }, 'menu category slug repeated');
    return first;
  }),
);
