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
  eventMenu
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  eventMenu
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  eventMenu
    .createField('foodPackages')
    .name('Food Packages')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['menuPackage'] }] })
    .validations([{ size: { max: 12 } }]);
  eventMenu
    .createField('barPackages')
    .name('Bar Packages')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['menuPackage'] }] })
    .validations([{ size: { max: 12 } }]);
  eventMenu
    .createField('addOns')
    .name('Add Ons')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['menuPackage'] }] })
    .validations([{ size: { max: 12 } }]);
  eventMenu
    .createField('birthday')
    .name('Birthday')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['menuPackage'] }] })
    .validations([{ size: { max: 12 } }]);

  const menuPackage = migration
    .createContentType('menuPackage')
    .name('Menu package')
    .description(
      "A package of an event menu: title, price with its unit ('per guest', 'per hour'), what is included and the minimum number of guests.",
    )
    .displayField('title');
  menuPackage
    .createField('title')
    .name('Title')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  menuPackage
    .createField('price')
    .name('Price (USD)')
    .type('Number')
    .validations([{ range: { min: 0 } }]);
  menuPackage
    .createField('priceUnit')
    .name('Price unit (e.g. per guest, per hour)')
    .type('Symbol')
    .validations([{ size: { max: 40 } }]);
  menuPackage
    .createField('description')
    .name('Description')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  menuPackage
    .createField('items')
    .name('What is included')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { min: 1, max: 100 } }] })
    .validations([{ size: { max: 8 } }]);
  menuPackage
    .createField('minimumGuests')
    .name('Minimum guests')
    .type('Integer')
    .validations([{ range: { min: 1 } }]);
  menuPackage.changeFieldControl('price', 'builtin', 'numberEditor', { helpText: 'USD, ≥ 0.' });
  menuPackage.changeFieldControl('priceUnit', 'builtin', 'singleLine', {
    helpText: "E.g. 'per guest', 'per hour'.",
  });
  menuPackage.changeFieldControl('items', 'builtin', 'tagEditor', {
    helpText: 'What is included.',
  });
  menuPackage.changeFieldControl('minimumGuests', 'builtin', 'numberEditor', {
    helpText: "Integer ≥ 1, shown as 'Minimum n guests'.",
  });
}
