import { asset, entry } from '@/tests/support/entries';

/** Resolved food menu entries, shaped as both content sources return them. */

export const foodItem = (fields: Record<string, unknown>, id?: string) =>
  entry('foodItem', fields, id);

export const menuSection = (fields: Record<string, unknown>, id?: string) =>
  entry('menuSection', fields, id);

export const menuCategory = (fields: Record<string, unknown>, id?: string) =>
  entry('menuCategory', fields, id);

export const pdf = (fileName: string, size = 5 * 1024) => {
  const file = asset({ fileName, contentType: 'application/pdf', size: null });
  return { ...file, fields: { ...file.fields, file: { ...file.fields.file, details: { size } } } };
};

export const nachos = foodItem(
  {
    title: 'Loaded Nachos',
    description: 'Chips piled with queso and jalapeños.',
    price: 13.99,
    calories: '1,650',
    featured: true,
    highlightText: 'Serves 3–4',
  },
  'item-nachos',
);

export const wings = foodItem(
  {
    title: 'Wings',
    calories: '480-2,160',
    heading: 'Pick a sauce',
    subHeading: 'Extra sauces $0.75 each',
    leftColOptions: ['Buffalo', 'Honey BBQ'],
    rightColOptions: ['Mango Habanero', ' '],
    menuItems: [
      foodItem({ title: '6 Wings', price: 9.99, calories: '480–720' }, 'item-wings-6'),
      foodItem({ title: '12 Wings', price: 17.99, calories: '960–1,440' }, 'item-wings-12'),
    ],
  },
  'item-wings',
);

export const pretzel = foodItem(
  {
    title: 'Giant Pretzel',
    price: 11.99,
    calories: '980',
    subItems: ['Beer cheese dip', 'Spicy mustard'],
    extraTitle: 'Make it a double',
    extraDescription: 'Two pretzels for $19.99.',
  },
  'item-pretzel',
);

export const starters = menuCategory(
  {
    title: 'Starters',
    slug: 'starters',
    description: 'Made to share between frames.',
    callout: 'Order from your lane.',
    heroImage: asset({ fileName: 'food-starters.svg', description: 'A basket of wings' }),
    menuSections: [
      menuSection(
        { title: 'Shareables', cssClass: 'grid', items: [nachos, wings, pretzel] },
        'section-shareables',
      ),
    ],
  },
  'category-starters',
);

export const shakes = menuSection(
  {
    title: 'Shakes',
    subtitle: 'Hand-spun',
    images: [asset({ fileName: 'food-shake.svg', description: 'A milkshake' })],
    textBlocks: ['Whipped cream always free.'],
    items: [foodItem({ title: 'Chocolate Shake', price: 6.49, calories: '820' }, 'item-shake')],
  },
  'section-shakes',
);

export const drinks = menuCategory(
  {
    title: 'Drinks',
    slug: 'drinks',
    menuSections: [
      menuSection(
        {
          title: 'Soft Drinks',
          cssClass: 'list',
          minimum: 'Free refills',
          legal: 'Prices vary by location.',
          items: [foodItem({ title: 'Fountain Drink', price: 3.79, calories: '0–310' })],
          sections: [shakes],
        },
        'section-soft-drinks',
      ),
    ],
  },
  'category-drinks',
);

export const desserts = menuCategory(
  {
    title: 'Desserts',
    slug: 'desserts',
    menuSections: [
      menuSection({
        title: 'Sweet Endings',
        items: [
          foodItem({ title: 'Cookie Skillet', price: 8.99, calories: '1,150', colSpan: 2 }),
          foodItem({
            title: 'Strike Sundae',
            imageOnly: true,
            rowSpan: 2,
            image: asset({ fileName: 'food-sundae.svg', description: 'A tall sundae' }),
          }),
        ],
      }),
    ],
  },
  'category-desserts',
);
