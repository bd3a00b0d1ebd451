// The field shapes the content model repeats, named after the field types of Contentful's web app,
// so that a migration says only what sets a field apart: its id, its name and its limits. Each
// helper takes the content type of a migration, the field's id and name (some helpers fix these)
// and its Rules, and creates the field; a flag or validation the rules do not ask for is not sent.
//
// Editor controls (widgets, help texts) come after the last field of a content type: contentful-
// migration saves and publishes a content type once more for every control that comes between its
// fields. helpTexts sets the help texts of a content type's fields in one call.

/**
 * @typedef {import('contentful-migration').ContentType} ContentType
 * @typedef {import('contentful-migration').Field} Field
 * @typedef {import('contentful-migration').IValidation} Validation
 *
 * @typedef {object} Rules What a field asks of editors; each helper takes the ones that suit it.
 * @property {boolean} [required]
 * @property {number} [min] The fewest characters, entries or texts; for numbers, the lowest value.
 * @property {number} [max] The most characters, entries or texts; for numbers, the highest value.
 * @property {string[]} [oneOf] The only values a text may take.
 * @property {string} [pattern] A regular expression a text must match.
 * @property {boolean} [unique] Whether no two entries may have the same text.
 * @property {Rules} [each] For a list of texts: what each text asks.
 * @property {boolean} [words] Whether the field holds words that editors translate, where its type
 *   alone does not say: a JSON object of texts does, an address or a note to editors does not.
 * @property {Validation[]} [validations] Further validations, after those of the rules above.
 * @property {Record<string, unknown>} [defaultValue] The value of a new entry, by locale.
 */

/** Lowercase letters and digits, in words joined by single hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** Rich text without embedded entries or assets: what section bodies and answers allow. */
const TEXT_FORMATTING = [
  { enabledMarks: ['bold', 'italic', 'underline', 'code'] },
  {
    enabledNodeTypes: [
      'heading-1',
      'heading-2',
      'heading-3',
      'heading-4',
      'heading-5',
      'heading-6',
      'ordered-list',
      'unordered-list',
      'hr',
      'blockquote',
      'hyperlink',
    ],
  },
];

/**
 * @param {ContentType} contentType
 * @param {string} id
 * @param {string} name
 * @param {string} type
 * @param {Rules} rules
 * @param {{ linkType?: string, items?: object, validations?: Validation[] }} [shape]
 * @returns {Field}
 */
function createField(contentType, id, name, type, rules, shape = {}) {
  const { required, defaultValue } = rules;
  const { linkType, items, validations = [] } = shape;
  rememberEditor(contentType, id, usualEditor(type, rules, shape));
  const field = contentType.createField(id).name(name).type(type);
  if (rules.words ?? isWords(type, rules, shape)) field.localized(true);
  if (linkType) field.linkType(linkType);
  if (items) field.items(items);
  if (required) field.required(true);
  if (validations.length > 0) field.validations(validations);
  if (defaultValue) field.defaultValue(defaultValue);
  return field;
}

/**
 * Whether a field holds words a guest reads, which editors translate (Spanish, es-US): text, rich
 * text and lists of texts, unless they are codes (a slug, a choice among fixed values, a pattern,
 * a value unique to its entry). Pictures, numbers, links and codes are shared by every language. A
 * length limit on a list's items makes no code of them: a perk or a rule is still words.
 *
 * @param {string} type
 * @param {Rules} rules
 * @param {{ items?: { type?: string, validations?: Validation[] } }} shape
 */
function isWords(type, rules, shape) {
  const isCode = (/** @type {Rules} */ some) => Boolean(some.oneOf || some.pattern || some.unique);
  if (type === 'RichText' || type === 'Text') return !isCode(rules);
  if (type === 'Symbol') return !isCode(rules);
  if (type === 'Array' && shape.items?.type === 'Symbol') {
    const lengthOnly = (shape.items.validations ?? []).every((rule) => 'size' in rule);
    return !isCode(rules.each ?? {}) && lengthOnly;
  }
  return false;
}

/** The editor (Contentful's built-in widget) of the field types whose editor is always the same. */
const EDITORS = {
  Text: 'multipleLine',
  RichText: 'richTextEditor',
  Integer: 'numberEditor',
  Number: 'numberEditor',
  Boolean: 'boolean',
  Date: 'datePicker',
  Object: 'objectEditor',
};

/**
 * The editor a field is shown with: a dropdown for a text with oneOf, tags for a list of texts, a
 * list of links for references.
 */
function usualEditor(type, { oneOf }, { linkType, items }) {
  if (type === 'Symbol') return oneOf ? 'dropdown' : 'singleLine';
  if (type === 'Link') return linkType === 'Asset' ? 'assetLinkEditor' : 'entryLinkEditor';
  if (type === 'Array') {
    if (items.type === 'Symbol') return 'tagEditor';
    return items.linkType === 'Asset' ? 'assetLinksEditor' : 'entryLinksEditor';
  }
  return EDITORS[type];
}

/**
 * The usual editor of each field the helpers created, by content type and field id: a control
 * cannot set a help text without naming the editor, and helpTexts keeps the usual one.
 */
const editors = new WeakMap();

function rememberEditor(contentType, id, editor) {
  if (!editors.has(contentType)) editors.set(contentType, new Map());
  editors.get(contentType).set(id, editor);
}

/**
 * Shows editors a help text under fields of the content type, in the order given. Each field keeps
 * its usual editor; `{ editor, text }` shows it in another one, e.g. 'urlEditor'.
 * @param {ContentType} contentType
 * @param {Record<string, string | { editor: string, text: string }>} texts By field id.
 */
export function helpTexts(contentType, texts) {
  for (const [id, help] of Object.entries(texts)) {
    const usual = editors.get(contentType)?.get(id);
    if (!usual) throw new Error(`No field "${id}" for a help text: create it with a helper first.`);
    const { editor = usual, text } = typeof help === 'string' ? { text: help } : help;
    contentType.changeFieldControl(id, 'builtin', editor, { helpText: text });
  }
}

/** `{ min, max }` without the bound that is not given; none when neither is. */
function bounds({ min, max }) {
  if (min === undefined && max === undefined) return undefined;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** @param {Rules} rules @returns {Validation[]} */
function sizeValidations(rules) {
  const size = bounds(rules);
  return size ? [{ size }] : [];
}

/** @param {Rules} rules @returns {Validation[]} */
function textValidations(rules) {
  const { oneOf, pattern, unique, validations = [] } = rules;
  return [
    ...sizeValidations(rules),
    ...(oneOf ? [{ in: oneOf }] : []),
    ...(pattern ? [{ regexp: { pattern } }] : []),
    ...(unique ? [{ unique: true }] : []),
    ...validations,
  ];
}

/** @param {Rules} rules @returns {Validation[]} */
function rangeValidations(rules) {
  const range = bounds(rules);
  return [...(range ? [{ range }] : []), ...(rules.validations ?? [])];
}

/** A one-line text (a Symbol). */
export function shortText(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return createField(contentType, id, name, 'Symbol', rules, {
    validations: textValidations(rules),
  });
}

/** A paragraph of plain text (a Text). */
export function longText(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return createField(contentType, id, name, 'Text', rules, { validations: textValidations(rules) });
}

/** The heading of a section. */
export function heading(contentType, /** @type {Rules} */ rules) {
  return shortText(contentType, 'heading', 'Heading', rules);
}

/** The title of an entry that is not a section: a card, a package, a menu item. */
export function title(contentType, /** @type {Rules} */ rules) {
  return shortText(contentType, 'title', 'Title', rules);
}

/** An entry's own part of its page address: required, unique, lowercase words joined by hyphens. */
export function slug(contentType, name = 'Slug') {
  return shortText(contentType, 'slug', name, {
    required: true,
    pattern: SLUG_PATTERN,
    unique: true,
  });
}

/** The paragraph under the heading of a section. */
export function intro(contentType, /** @type {Rules} */ rules) {
  return longText(contentType, 'intro', 'Intro', rules);
}

/**
 * Formatted text. It allows TEXT_FORMATTING unless it gives its own validations; an empty list
 * allows everything, embedded entries included.
 */
export function richText(contentType, id, name, /** @type {Rules} */ rules = {}) {
  const { validations = TEXT_FORMATTING } = rules;
  return createField(contentType, id, name, 'RichText', rules, { validations });
}

/** A whole number (an Integer). */
export function integer(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return createField(contentType, id, name, 'Integer', rules, {
    validations: rangeValidations(rules),
  });
}

/** A number with decimals (a Number): prices, coordinates. */
export function decimal(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return createField(contentType, id, name, 'Number', rules, {
    validations: rangeValidations(rules),
  });
}

/** A yes-or-no switch. */
export function boolean(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return createField(contentType, id, name, 'Boolean', rules);
}

/** A date, with a time when editors give one. */
export function date(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return createField(contentType, id, name, 'Date', rules);
}

/** A JSON object, for data no other field type holds: opening hours, a whole menu. */
export function json(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return createField(contentType, id, name, 'Object', rules);
}

/** An uploaded file of one Contentful mimetype group ('image', 'video'), or of any kind. */
function asset(contentType, id, name, rules, mimetypeGroup) {
  return createField(contentType, id, name, 'Link', rules, {
    linkType: 'Asset',
    validations: mimetypeGroup ? [{ linkMimetypeGroup: [mimetypeGroup] }] : [],
  });
}

/** An uploaded file of any kind. */
export function media(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return asset(contentType, id, name, rules);
}

/** An uploaded image. */
export function image(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return asset(contentType, id, name, rules, 'image');
}

/** An uploaded video. */
export function video(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return asset(contentType, id, name, rules, 'video');
}

/** An uploaded PDF document. */
export function pdf(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return asset(contentType, id, name, rules, 'pdfdocument');
}

/** A list of uploaded images. */
export function images(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return createField(contentType, id, name, 'Array', rules, {
    items: { type: 'Link', linkType: 'Asset', validations: [{ linkMimetypeGroup: ['image'] }] },
    validations: sizeValidations(rules),
  });
}

/** One entry of the given content types. */
export function reference(contentType, id, name, contentTypes, /** @type {Rules} */ rules = {}) {
  return createField(contentType, id, name, 'Link', rules, {
    linkType: 'Entry',
    validations: [{ linkContentType: contentTypes }],
  });
}

/** The call to action of a section: its field cta, a navigation link. */
export function button(contentType, /** @type {Rules} */ rules) {
  return reference(contentType, 'cta', 'Button', ['navigationLink'], rules);
}

/** A list of entries of the given content types. */
export function references(contentType, id, name, contentTypes, /** @type {Rules} */ rules = {}) {
  return createField(contentType, id, name, 'Array', rules, {
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: contentTypes }] },
    validations: sizeValidations(rules),
  });
}

/** A list of content items: the cards of the sections that show several. */
export function contentItems(contentType, id, name, /** @type {Rules} */ rules = {}) {
  return references(contentType, id, name, ['contentItem'], rules);
}

/** A list of one-line texts (house rules, perks), edited as tags. */
export function shortTextList(contentType, id, name, /** @type {Rules} */ rules = {}) {
  const { each } = rules;
  return createField(contentType, id, name, 'Array', rules, {
    items: each ? { type: 'Symbol', validations: textValidations(each) } : { type: 'Symbol' },
    validations: sizeValidations(rules),
  });
}
