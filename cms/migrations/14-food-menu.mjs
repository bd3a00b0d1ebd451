import { ALLERGENS } from '../enumerations.mjs';
import * as field from '../fields.mjs';

/**
 * The content types of content/food-menu.json.
 * @param {import('contentful-migration').default} migration
 */
export default function foodMenuModel(migration) {
  const foodMenu = migration
    .createContentType('foodMenu')
    .name('Food menu')
    .description(
      'The whole food menu on one page: a side navigation of its categories (a collapsible list on small screens), every category with its sections and items, links to the nutrition and allergen guides (PDF) and the note "Gold = Featured Item".',
    )
    .displayField('heading');
  menuFields(foodMenu);
  field.pdf(foodMenu, 'nutritionPdf', 'Nutrition guide (PDF)');
  field.pdf(foodMenu, 'allergenPdf', 'Allergen guide (PDF)');
  field.helpTexts(foodMenu, {
    heading: 'At most 80 characters.',
    nutritionPdf: 'A PDF file.',
    allergenPdf: 'A PDF file.',
  });

  const tabbedFoodMenu = migration
    .createContentType('tabbedFoodMenu')
    .name('Tabbed food menu')
    .description('A food menu in tabs, one category at a time, starting with the first.')
    .displayField('heading');
  menuFields(tabbedFoodMenu);
  field.helpTexts(tabbedFoodMenu, { heading: 'At most 80 characters.' });

  const menuCategory = migration
    .createContentType('menuCategory')
    .name('Menu category')
    .description(
      'A category of the food menu (Pizza, Drinks): its hero image, call-out text and sections. The slug is its anchor on the menu page (/food-menu/#pizza).',
    )
    .displayField('title');
  field.title(menuCategory, { required: true, max: 60 });
  field.shortText(menuCategory, 'slug', 'Slug (anchor)', {
    required: true,
    max: 60,
    validations: [
      {
        regexp: { pattern: field.SLUG_PATTERN, flags: null },
        message: 'Lowercase words and digits joined by hyphens',
      },
    ],
  });
  field.longText(menuCategory, 'description', 'Description', { max: 400 });
  field.image(menuCategory, 'heroImage', 'Hero image');
  field.longText(menuCategory, 'callout', 'Call-out text', { max: 200 });
  field.references(menuCategory, 'menuSections', 'Sections', ['menuSection'], {
    required: true,
    min: 1,
    max: 12,
  });
  field.helpTexts(menuCategory, {
    slug: "One segment, lowercase words and hyphens; the anchor '/food-menu/#{slug}'.",
  });

  const menuSection = migration
    .createContentType('menuSection')
    .name('Menu section')
    .description(
      "A section of a menu category (Shareables, Shakes) or of a food item (a meal's choices): its items and sub-sections, nested three levels at most. cssClass is a layout hint: grid (cards, the default), list (rows with prices) or feature (large cards).",
    )
    .displayField('title');
  field.title(menuSection, { required: true, max: 80 });
  field.shortText(menuSection, 'subtitle', 'Subtitle', { max: 120 });
  field.shortText(menuSection, 'cssClass', 'Layout (cssClass)', {
    oneOf: ['grid', 'list', 'feature'],
  });
  field.shortText(menuSection, 'minimum', 'Minimum (e.g. Minimum 10 guests)', { max: 60 });
  field.shortTextList(menuSection, 'textBlocks', 'Text blocks', { each: { max: 120 }, max: 6 });
  field.images(menuSection, 'images', 'Featured images', { max: 4 });
  field.longText(menuSection, 'legal', 'Legal text', { max: 600 });
  field.references(menuSection, 'items', 'Items', ['foodItem'], { min: 0, max: 40 });
  field.references(menuSection, 'sections', 'Sub-sections', ['menuSection'], { min: 0, max: 8 });
  field.helpTexts(menuSection, {
    cssClass: "Layout: 'grid' (default), 'list', 'feature'.",
    minimum: "E.g. 'Minimum 10 guests'.",
    textBlocks: 'Short texts.',
    images: 'Featured images, up to 4.',
  });

  const foodItem = migration
    .createContentType('foodItem')
    .name('Food item')
    .description(
      "A dish or drink: price (USD), calories ('980' or a range '450–900'), options in two columns under their heading, nested items (sizes) and sections (a meal's choices). Featured items are shown in gold; an image-only item shows its image alone. Row and column spans (1–3) place it in a grid section on large screens.",
    )
    .displayField('title');
  field.title(foodItem, { required: true, max: 80 });
  field.longText(foodItem, 'description', 'Description', { max: 400 });
  field.shortText(foodItem, 'highlightText', 'Highlight (e.g. New!)', { max: 30 });
  field.boolean(foodItem, 'featured', 'Featured (gold)');
  field.boolean(foodItem, 'imageOnly', 'Image only');
  field.image(foodItem, 'image', 'Image');
  field.integer(foodItem, 'rowSpan', 'Row span (grid)', { min: 1, max: 3 });
  field.integer(foodItem, 'colSpan', 'Column span (grid)', { min: 1, max: 3 });
  field.shortText(foodItem, 'calories', 'Calories', {
    max: 20,
    validations: [
      {
        regexp: {
          pattern: '^(?:\\d{1,2},\\d{3}|\\d{1,4})(?:\\s*[-–]\\s*(?:\\d{1,2},\\d{3}|\\d{1,4}))?$',
          flags: null,
        },
        message: "A number or a range such as '450–900'",
      },
    ],
  });
  field.decimal(foodItem, 'price', 'Price (USD)', { min: 0 });
  field.shortTextList(foodItem, 'allergens', 'Allergens', {
    each: { oneOf: [...ALLERGENS] },
    max: ALLERGENS.length,
  });
  field.shortTextList(foodItem, 'subItems', 'Sub-items', { each: { max: 120 }, max: 12 });
  field.shortText(foodItem, 'extraTitle', 'Extra title', { max: 80 });
  field.longText(foodItem, 'extraDescription', 'Extra description', { max: 300 });
  field.shortText(foodItem, 'heading', 'Options heading (e.g. Toppings)', { max: 80 });
  field.shortText(foodItem, 'subHeading', 'Options note (e.g. $1.75 each)', { max: 120 });
  field.shortTextList(foodItem, 'leftColOptions', 'Options, left column', {
    each: { max: 120 },
    max: 12,
  });
  field.shortTextList(foodItem, 'rightColOptions', 'Options, right column', {
    each: { max: 120 },
    max: 12,
  });
  field.references(foodItem, 'menuItems', 'Nested items', ['foodItem'], { min: 0, max: 12 });
  field.references(foodItem, 'menuSections', 'Nested sections', ['menuSection'], {
    min: 0,
    max: 6,
  });
  field.helpTexts(foodItem, {
    highlightText: "E.g. 'New!'.",
    featured: 'Shown with a gold highlight.',
    imageOnly: 'Shown as its image alone; needs image.',
    colSpan: '1–3, grid spans from 992 px.',
    calories: "'980' or a range '450–900', shown '980 cal'.",
    price: "USD ≥ 0, shown '$8.99'.",
    allergens:
      "The major allergens it contains, printed 'Contains: milk, wheat'. Leave empty when not known.",
    subHeading: "The options' title and note, e.g. 'Toppings', '$1.75 each'.",
    menuItems: 'Shown as lines, e.g. sizes.',
    menuSections: "E.g. a meal's choices.",
  });
}

/**
 * The fields both food menus open with: the heading, the intro and the categories, which the
 * whole menu shows on one page and the tabbed menu one tab at a time.
 * @param {import('contentful-migration').ContentType} menu
 */
function menuFields(menu) {
  field.heading(menu, { required: true, max: 80 });
  field.intro(menu, { max: 400 });
  field.references(menu, 'categories', 'Categories', ['menuCategory'], {
    required: true,
    min: 1,
    max: 12,
  });
}
