import * as field from '../fields.mjs';

/**
 * The content types of content/gift-cards.json.
 * @param {import('contentful-migration').default} migration
 */
export default function giftCardsModel(migration) {
  const giftCardBalance = migration
    .createContentType('giftCardBalance')
    .name('Gift card balance')
    .description(
      'A form where guests check what is left on a gift card, with its number and PIN, beside a picture of the back of a card.',
    )
    .displayField('heading');
  field.heading(giftCardBalance, { required: true, max: 80 });
  field.intro(giftCardBalance, { max: 200 });

  const priceList = migration
    .createContentType('priceList')
    .name('Price list')
    .description(
      'Prices as a list, like a menu board: each row a name, a price and a short detail (bowling per game, gift card values and their bonus).',
    )
    .displayField('heading');
  field.heading(priceList, { required: true, max: 80 });
  field.intro(priceList, { max: 200 });
  field.references(priceList, 'items', 'Rows', ['priceListItem'], { required: true, max: 12 });
  field.shortText(priceList, 'note', 'Note under the list', { max: 200 });
  field.helpTexts(priceList, { items: 'From 1 to 12 rows, shown in this order.' });

  const priceListItem = migration
    .createContentType('priceListItem')
    .name('Price list row')
    .description('One row of a price list.')
    .displayField('name');
  field.shortText(priceListItem, 'name', 'Name', { required: true, max: 60 });
  field.decimal(priceListItem, 'price', 'Price (dollars)', { required: true, min: 0, max: 10000 });
  field.shortText(priceListItem, 'detail', 'Detail', { max: 80 });
  field.boolean(priceListItem, 'highlight', 'Highlight this row');
  field.helpTexts(priceListItem, {
    detail: "A few words after the price, e.g. 'per game, per person' or '+ $10 bonus play'.",
    highlight: 'Marks the row, e.g. the best value; at most one per list reads well.',
  });
}
