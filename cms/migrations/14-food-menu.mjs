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
  foodMenu
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  foodMenu
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  foodMenu
    .createField('categories')
    .name('Categories')
    .type('Array')
    .items({
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['menuCategory'] }],
    })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);
  foodMenu
    .createField('nutritionPdf')
    .name('Nutrition guide (PDF)')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['pdfdocument'] }]);
  foodMenu
    .createField('allergenPdf')
    .name('Allergen guide (PDF)')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['pdfdocument'] }]);
  foodMenu.changeFieldControl('heading', 'builtin', 'singleLine', {
    helpText: 'At most 80 characters.',
  });
  foodMenu.changeFieldControl('nutritionPdf', 'builtin', 'assetLinkEditor', {
    helpText: 'A PDF file.',
  });
  foodMenu.changeFieldControl('allergenPdf', 'builtin', 'assetLinkEditor', {
    helpText: 'A PDF file.',
  });

  const tabbedFoodMenu = migration
    .createContentType('tabbedFoodMenu')
    .name('Tabbed food menu')
    .description('A food menu in tabs, one category at a time, starting with the first.')
    .displayField('heading');
  tabbedFoodMenu
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  tabbedFoodMenu
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  tabbedFoodMenu
    .createField('categories')
    .name('Categories')
    .type('Array')
    .items({
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['menuCategory'] }],
    })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);
  tabbedFoodMenu.changeFieldControl('heading', 'builtin', 'singleLine', {
    helpText: 'At most 80 characters.',
  });

  const menuCategory = migration
    .createContentType('menuCategory')
    .name('Menu category')
    .description(
      'A category of the food menu (Pizza, Drinks): its hero image, call-out text and sections. The slug is its anchor on the menu page (/food-menu/#pizza).',
    )
    .displayField('title');
  menuCategory
    .createField('title')
    .name('Title')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 60 } }]);
  menuCategory
    .createField('slug')
    .name('Slug (anchor)')
    .type('Symbol')
    .required(true)
    .validations([
      { size: { max: 60 } },
      {
        regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', flags: null },
        message: 'Lowercase words and digits joined by hyphens',
      },
    ]);
  menuCategory
    .createField('description')
    .name('Description')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  menuCategory
    .createField('heroImage')
    .name('Hero image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  menuCategory
    .createField('callout')
    .name('Call-out text')
    .type('Text')
    .validations([{ size: { max: 200 } }]);
  menuCategory
    .createField('menuSections')
    .name('Sections')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['menuSection'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);
  menuCategory.changeFieldControl('slug', 'builtin', 'singleLine', {
    helpText: "One segment, lowercase words and hyphens; the anchor '/food-menu/#{slug}'.",
  });

  const menuSection = migration
    .createContentType('menuSection')
    .name('Menu section')
    .description(
      "A section of a menu category (Shareables, Shakes) or of a food item (a meal's choices): its items and sub-sections, nested three levels at most. cssClass is a layout hint: grid (cards, the default), list (rows with prices) or feature (large cards).",
    )
    .displayField('title');
  menuSection
    .createField('title')
    .name('Title')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  menuSection
    .createField('subtitle')
    .name('Subtitle')
    .type('Symbol')
    .validations([{ size: { max: 120 } }]);
  menuSection
    .createField('cssClass')
    .name('Layout (cssClass)')
    .type('Symbol')
    .validations([{ in: ['grid', 'list', 'feature'] }]);
  menuSection
    .createField('minimum')
    .name('Minimum (e.g. Minimum 10 guests)')
    .type('Symbol')
    .validations([{ size: { max: 60 } }]);
  menuSection
    .createField('textBlocks')
    .name('Text blocks')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { max: 120 } }] })
    .validations([{ size: { max: 6 } }]);
  menuSection
    .createField('images')
    .name('Featured images')
    .type('Array')
    .items({ type: 'Link', linkType: 'Asset', validations: [{ linkMimetypeGroup: ['image'] }] })
    .validations([{ size: { max: 4 } }]);
  menuSection
    .createField('legal')
    .name('Legal text')
    .type('Text')
    .validations([{ size: { max: 600 } }]);
  menuSection
    .createField('items')
    .name('Items')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['foodItem'] }] })
    .validations([{ size: { min: 0, max: 40 } }]);
  menuSection
    .createField('sections')
    .name('Sub-sections')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['menuSection'] }] })
    .validations([{ size: { min: 0, max: 8 } }]);
  menuSection.changeFieldControl('cssClass', 'builtin', 'dropdown', {
    helpText: "Layout: 'grid' (default), 'list', 'feature'.",
  });
  menuSection.changeFieldControl('minimum', 'builtin', 'singleLine', {
    helpText: "E.g. 'Minimum 10 guests'.",
  });
  menuSection.changeFieldControl('textBlocks', 'builtin', 'tagEditor', {
    helpText: 'Short texts.',
  });
  menuSection.changeFieldControl('images', 'builtin', 'assetLinksEditor', {
    helpText: 'Featured images, up to 4.',
  });

  const foodItem = migration
    .createContentType('foodItem')
    .name('Food item')
    .description(
      "A dish or drink: price (USD), calories ('980' or a range '450–900'), options in two columns under their heading, nested items (sizes) and sections (a meal's choices). Featured items are shown in gold; an image-only item shows its image alone. Row and column spans (1–3) place it in a grid section on large screens.",
    )
    .displayField('title');
  foodItem
    .createField('title')
    .name('Title')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  foodItem
    .createField('description')
    .name('Description')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  foodItem
    .createField('highlightText')
    .name('Highlight (e.g. New!)')
    .type('Symbol')
    .validations([{ size: { max: 30 } }]);
  foodItem.createField('featured').name('Featured (gold)').type('Boolean');
  foodItem.createField('imageOnly').name('Image only').type('Boolean');
  foodItem
    .createField('image')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  foodItem
    .createField('rowSpan')
    .name('Row span (grid)')
    .type('Integer')
    .validations([{ range: { min: 1, max: 3 } }]);
  foodItem
    .createField('colSpan')
    .name('Column span (grid)')
    .type('Integer')
    .validations([{ range: { min: 1, max: 3 } }]);
  foodItem
    .createField('calories')
    .name('Calories')
    .type('Symbol')
    .validations([
      { size: { max: 20 } },
      {
        regexp: {
          pattern: '^(?:\\d{1,2},\\d{3}|\\d{1,4})(?:\\s*[-–]\\s*(?:\\d{1,2},\\d{3}|\\d{1,4}))?$',
          flags: null,
        },
        message: "A number or a range such as '450–900'",
      },
    ]);
  foodItem
    .createField('price')
    .name('Price (USD)')
    .type('Number')
    .validations([{ range: { min: 0 } }]);
  foodItem
    .createField('subItems')
    .name('Sub-items')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { max: 120 } }] })
    .validations([{ size: { max: 12 } }]);
  foodItem
    .createField('extraTitle')
    .name('Extra title')
    .type('Symbol')
    .validations([{ size: { max: 80 } }]);
  foodItem
    .createField('extraDescription')
    .name('Extra description')
    .type('Text')
    .validations([{ size: { max: 300 } }]);
  foodItem
    .createField('heading')
    .name('Options heading (e.g. Toppings)')
    .type('Symbol')
    .validations([{ size: { max: 80 } }]);
  foodItem
    .createField('subHeading')
    .name('Options note (e.g. $1.75 each)')
    .type('Symbol')
    .validations([{ size: { max: 120 } }]);
  foodItem
    .createField('leftColOptions')
    .name('Options, left column')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { max: 120 } }] })
    .validations([{ size: { max: 12 } }]);
  foodItem
    .createField('rightColOptions')
    .name('Options, right column')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { max: 120 } }] })
    .validations([{ size: { max: 12 } }]);
  foodItem
    .createField('menuItems')
    .name('Nested items')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['foodItem'] }] })
    .validations([{ size: { min: 0, max: 12 } }]);
  foodItem
    .createField('menuSections')
    .name('Nested sections')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['menuSection'] }] })
    .validations([{ size: { min: 0, max: 6 } }]);
  foodItem.changeFieldControl('highlightText', 'builtin', 'singleLine', {
    helpText: "E.g. 'New!'.",
  });
  foodItem.changeFieldControl('featured', 'builtin', 'boolean', {
    helpText: 'Shown with a gold highlight.',
  });
  foodItem.changeFieldControl('imageOnly', 'builtin', 'boolean', {
    helpText: 'Shown as its image alone; needs image.',
  });
  foodItem.changeFieldControl('colSpan', 'builtin', 'numberEditor', {
    helpText: '1–3, grid spans from 992 px.',
  });
  foodItem.changeFieldControl('calories', 'builtin', 'singleLine', {
    helpText: "'980' or a range '450–900', shown '980 cal'.",
  });
  foodItem.changeFieldControl('price', 'builtin', 'numberEditor', {
    helpText: "USD ≥ 0, shown '$8.99'.",
  });
  foodItem.changeFieldControl('subHeading', 'builtin', 'singleLine', {
    helpText: "The options' title and note, e.g. 'Toppings', '$1.75 each'.",
  });
  foodItem.changeFieldControl('menuItems', 'builtin', 'entryLinksEditor', {
    helpText: 'Shown as lines, e.g. sizes.',
  });
  foodItem.changeFieldControl('menuSections', 'builtin', 'entryLinksEditor', {
    helpText: "E.g. a meal's choices.",
  });
}
