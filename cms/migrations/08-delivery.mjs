import * as field from '../fields.mjs';

/**
 * The content types of content/delivery.json.
 * @param {import('contentful-migration').default} migration
 */
export default function deliveryModel(migration) {
  const deliveryMenu = migration
    .createContentType('deliveryMenu')
    .name('Delivery menu')
    .description(
      'The delivery menu: sections of items with calories, one price per price tier (1, 2, 3), sub-items, options and legal text, as a JSON document. Guests see the prices of the tier of the center they choose in the center picker, which opens by itself until they have chosen one; before that no price is shown. A bad item is skipped, a menu without a valid section is not shown.',
    )
    .displayField('heading');
  field.heading(deliveryMenu, { required: true, max: 80 });
  field.intro(deliveryMenu, { max: 400 });
  field.json(
    deliveryMenu,
    'menu',
    'Menu (JSON: title, subtitle, sections [{id, title, items [{name, calories, price [tier 1, tier 2, tier 3], description, subItems [{name, calories, price}], extra, options [{title, items}]}]}], legal)',
    { required: true },
  );
  field.json(deliveryMenu, 'menuWords', 'Menu words in this language (JSON)', { words: true });
  field.helpTexts(deliveryMenu, {
    heading: 'At most 80 characters.',
    intro: 'At most 400 characters.',
    menu: 'Required: title, subtitle, sections [{id, title, items [{name, calories, price [tier 1, tier 2, tier 3], description, subItems [{name, calories, price}], extra, options [{title, items}]}]}], legal.',
    menuWords:
      'Leave empty in English. In another language: {"Starters": "Entradas", "6 pieces": "6 piezas", …}, one pair per text of the menu (section, size, option, note, legal text). A text without its pair is shown in English.',
  });

  const curbsideDelivery = migration
    .createContentType('curbsideDelivery')
    .name('Curbside delivery')
    .description(
      "Ordering through the delivery partners: heading, text and artwork beside links to DoorDash and Uber Eats. The links lead to the store pages of the guest's chosen delivery center, or to the partner's home page when no center is chosen or the center has no store there; the center can be changed from here.",
    )
    .displayField('heading');
  field.heading(curbsideDelivery, { required: true, max: 80 });
  field.longText(curbsideDelivery, 'text', 'Text', { max: 400 });
  field.image(curbsideDelivery, 'image', 'Image');
  field.helpTexts(curbsideDelivery, {
    heading: 'At most 80 characters.',
    text: 'At most 400 characters.',
  });

  const foodAndFun = migration
    .createContentType('foodAndFun')
    .name('Food and fun')
    .description(
      "A promotion of food plus play, e.g. 'Pizza + $20 Game Card': heading (each ' + ' is drawn as a bubble), text, artwork and a button.",
    )
    .displayField('heading');
  field.heading(foodAndFun, { required: true, max: 80 });
  field.longText(foodAndFun, 'text', 'Text', { max: 400 });
  field.image(foodAndFun, 'image', 'Image');
  field.button(foodAndFun);
  field.helpTexts(foodAndFun, {
    heading: "At most 80 characters; each '+' is drawn as a bubble, e.g. 'Pizza + $20 Game Card'.",
    text: 'At most 400 characters.',
  });
}
