import 'server-only';
import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n';
import { log } from '@/lib/log';

/*
 * The delivery menu document editors keep in the deliveryMenu entry's JSON field
 * (docs/rules/content-and-data.md#delivery-menu): title, subtitle, sections of items with one price
 * per price tier, and legal text. One bad item is logged and left out, a section with no item left
 * is left out too, and a menu with no section left is refused.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** A price in dollars with at most two decimals. */
const price = z
  .number()
  .nonnegative()
  .max(1000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must be whole cents');

/** Tiers 1, 2 and 3, in that order (docs/rules/limits.md#price-tiers-and-states). */
const tierPrices = z.tuple([price, price, price], 'must be three prices: tiers 1, 2 and 3');

/** '540' or '540–1,120' (a range for items with choices), shown as '540 cal'. */
const calories = z
  .union([
    z.int().nonnegative().max(10_000),
    z
      .string()
      .trim()
      .regex(/^\d[\d,]*(?:\s*[-–]\s*\d[\d,]*)?$/, 'must be a number or a range like 540-1,120'),
  ])
  .optional()
  .transform((value) => {
    if (value === undefined) return undefined;
    return typeof value === 'number'
      ? value.toLocaleString('en-US')
      : value.replace(/\s*[-–]\s*/, '–');
  });

/** A size or variant with its own price: '6 pieces', '12 pieces'. */
const subItem = z.object({
  name: text(60),
  calories,
  price: tierPrices,
});

/** A list of choices that come with the item: 'Sauces', 'Toppings (pick up to 3)'. */
const option = z.object({
  title: text(60),
  items: z.array(text(60)).min(1).max(24),
});

/** A food menu item's entry id: the dish's name, description and calories come from it. */
const dishId = z
  .string()
  .trim()
  .regex(/^[\w-]{1,64}$/, 'must be the id of a food menu item');

const menuItem = z
  .object({
    dish: dishId.optional(),
    name: text(80).optional(),
    calories,
    price: tierPrices.optional(),
    description: optionalText(300),
    subItems: z.array(subItem).max(6).default([]),
    /** A short note under the item: 'Gluten-free crust available'. */
    extra: optionalText(160),
    options: z.array(option).max(4).default([]),
  })
  .refine(
    (item) => item.price !== undefined || item.subItems.length > 0,
    'needs a price or sub-items with prices',
  )
  .refine((item) => item.name !== undefined || item.dish !== undefined, 'needs a name or a dish');

export type MenuItem = z.output<typeof menuItem>;

/** What the food menu says of a dish: one name, description and calories for both menus. */
export interface Dish {
  title: string;
  description?: string;
  calories?: string;
}

/**
 * An item as guests see it: named after its dish when it has one (`fromDish`: its name and
 * description are the food menu's, translated with it; otherwise the delivery menu's own).
 */
export type ShownItem = Omit<MenuItem, 'name' | 'dish'> & { name: string; fromDish: boolean };

/**
 * The item with its dish's name, description and calories (its own calories and description
 * stand when the dish has none). An item whose dish is not on the food menu keeps its own name,
 * or, with none, is left out; either way it is logged.
 */
export function withDish(item: MenuItem, dishes: ReadonlyMap<string, Dish>): ShownItem | undefined {
  const { dish: id, name, ...rest } = item;
  const dish = id === undefined ? undefined : dishes.get(id);
  if (id !== undefined && !dish) {
    log.warn({ dish: id, name }, 'delivery menu dish is not on the food menu');
  }
  const shownName = dish?.title ?? name;
  if (shownName === undefined) return undefined;
  return {
    ...rest,
    name: shownName,
    fromDish: dish !== undefined,
    description: dish?.description ?? rest.description,
    calories: dish?.calories ?? rest.calories,
  };
}

const sectionFields = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  title: text(60),
  items: z.array(z.unknown()).max(40),
});

export interface MenuSection {
  id: string;
  title: string;
  items: MenuItem[];
}

const MAX_SECTIONS = 12;

/** The document's own fields; sections are read one by one below. */
const menuFields = z.object({
  title: optionalText(80),
  subtitle: optionalText(200),
  sections: z.array(z.unknown()).max(MAX_SECTIONS),
  legal: optionalText(1000),
});

function reasonOf(error: z.ZodError) {
  return z.prettifyError(error);
}

/** The sections that hold at least one valid item, each with only its valid items. */
function readSections(values: readonly unknown[]): MenuSection[] {
  const sections: MenuSection[] = [];
  values.forEach((value, index) => {
    const parsed = sectionFields.safeParse(value);
    if (!parsed.success) {
      log.warn({ section: index, reason: reasonOf(parsed.error) }, 'delivery menu section skipped');
      return;
    }
    const { id, title, items: rawItems } = parsed.data;
    if (sections.some((section) => section.id === id)) {
      log.warn(
        { section: id, reason: 'id used by an earlier section' },
        'delivery menu section skipped',
      );
      return;
    }
    const items = rawItems.flatMap((item, itemIndex) => {
      const result = menuItem.safeParse(item);
      if (result.success) return [result.data];
      log.warn(
        { section: id, item: itemIndex, reason: reasonOf(result.error) },
        'delivery menu item skipped',
      );
      return [];
    });
    if (items.length === 0) {
      log.warn({ section: id, reason: 'no valid item' }, 'delivery menu section skipped');
      return;
    }
    sections.push({ id, title, items });
  });
  return sections;
}

/** The menu document, read from the entry's JSON field. */
export const deliveryMenuDocument = menuFields
  .transform(({ sections, ...fields }) => ({ ...fields, sections: readSections(sections) }))
  .refine(
    (menu) => menu.sections.length > 0,
    'the menu needs at least one section with a valid item',
  );

/**
 * The menu's words in the page's language (the entry's `menuWords`): each text of the menu as
 * written, with its translation. A pair that is not two texts is logged and left out.
 */
const translation = text(1000);

export const menuWordsDocument = z
  .record(z.string(), z.unknown())
  .optional()
  .transform((pairs) =>
    Object.fromEntries(
      Object.entries(pairs ?? {}).flatMap(([text, value]) => {
        const parsed = translation.safeParse(value);
        if (text.trim() && parsed.success) return [[text.trim(), parsed.data] as const];
        log.warn({ text }, 'delivery menu translation skipped: it needs a text');
        return [];
      }),
    ),
  );

/** A text of the menu as a guest reads it, with the language it is in when not the page's. */
export interface MenuText {
  text: string;
  lang?: string;
}

/**
 * The menu's texts in the page's language: translated when `menuWords` has the text, otherwise
 * as written and, on a page in another language, marked English.
 */
export function menuTextIn(words: Readonly<Record<string, string>>, locale: Locale) {
  const asWritten = locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE;
  return (text: string): MenuText => {
    const translation = words[text];
    return translation === undefined ? { text, lang: asWritten } : { text: translation };
  };
}
