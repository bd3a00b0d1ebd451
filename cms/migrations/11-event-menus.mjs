import * as field from '../fields.mjs';

/**
 * The content types of content/event-menus.json.
 * @param {import('contentful-migration').default} migration
 */
export default function eventMenusModel(migration) {
  const eventMenu = migration
    .createContentType('eventMenu')
    .name('Event menu')
    .description(
      'The menu of an events page in tabs: Food Packages, Bar Packages, Add Ons and Birthday, one shown at a time, starting with Food Packages. A category without packages keeps its tab, which points guests to the events team; at least one category needs a package.',
    )
    .displayField('heading');
  field.heading(eventMenu, { required: true, max: 80 });
  field.intro(eventMenu, { max: 400 });
  field.references(eventMenu, 'foodPackages', 'Food Packages', ['menuPackage'], { max: 12 });
  field.references(eventMenu, 'barPackages', 'Bar Packages', ['menuPackage'], { max: 12 });
  field.references(eventMenu, 'addOns', 'Add Ons', ['menuPackage'], { max: 12 });
  field.references(eventMenu, 'birthday', 'Birthday', ['menuPackage'], { max: 12 });

  const menuPackage = migration
    .createContentType('menuPackage')
    .name('Menu package')
    .description(
      "A package of an event menu: title, price with its unit ('per guest', 'per hour'), what is included and the minimum number of guests.",
    )
    .displayField('title');
  field.title(menuPackage, { required: true, max: 80 });
  field.decimal(menuPackage, 'price', 'Price (USD)', { min: 0 });
  field.shortText(menuPackage, 'priceUnit', 'Price unit (e.g. per guest, per hour)', { max: 40 });
  field.longText(menuPackage, 'description', 'Description', { max: 400 });
  field.shortTextList(menuPackage, 'items', 'What is included', {
    each: { min: 1, max: 100 },
    max: 8,
  });
  field.integer(menuPackage, 'minimumGuests', 'Minimum guests', { min: 1 });
  field.helpTexts(menuPackage, {
    price: 'USD, ≥ 0.',
    priceUnit: "E.g. 'per guest', 'per hour'.",
    items: 'What is included.',
    minimumGuests: "Integer ≥ 1, shown as 'Minimum n guests'.",
  });
}
