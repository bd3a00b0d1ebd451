import { SAFETY_ICONS } from '../enumerations.mjs';
import * as field from '../fields.mjs';

/**
 * The content types of content/campaigns.json.
 * @param {import('contentful-migration').default} migration
 */
export default function campaignsModel(migration) {
  const countdown = migration
    .createContentType('countdown')
    .name('Countdown')
    .description(
      "Countdown to a grand opening, in English and Spanish with a language switch. Its heading is a line in each language and the opening moment: a date and time with its offset (e.g. 2027-04-17T10:00-04:00) and the center's time zone; the offset must be the zone's at that moment. At zero it shows the open message instead of the count.",
    )
    .displayField('heading');
  field.shortText(countdown, 'heading', 'Heading (English)', { required: true, max: 100 });
  field.shortText(countdown, 'headingSpanish', 'Heading (Spanish)', { required: true, max: 100 });
  field.date(countdown, 'opensAt', 'Opens at (date and time with time zone offset)', {
    required: true,
  });
  field.shortText(
    countdown,
    'timeZone',
    "Center's time zone (IANA name, e.g. America/Indiana/Indianapolis)",
    { required: true, max: 64 },
  );
  field.shortText(
    countdown,
    'openMessage',
    "Message at opening (English; default 'We’re open! Come on in.')",
    { max: 100 },
  );
  field.shortText(
    countdown,
    'openMessageSpanish',
    "Message at opening (Spanish; default '¡Ya abrimos! Te esperamos.')",
    { max: 100 },
  );
  field.reference(countdown, 'center', 'Center that opens', ['center']);
  field.helpTexts(countdown, {
    center:
      'From the opening moment on, the section shows this center’s hours and page instead of the count.',
    opensAt: "Date with time and offset, e.g. '2027-04-17T10:00-04:00'.",
    timeZone:
      "IANA, e.g. 'America/Indiana/Indianapolis'; the offset must be the zone's at that moment.",
    openMessageSpanish:
      "What it says at zero; defaults 'We’re open! Come on in.' and '¡Ya abrimos! Te esperamos.'.",
  });

  const comingSoon = migration
    .createContentType('comingSoon')
    .name('Coming soon')
    .description(
      "A heading whose address is a sign-up page, shown below it in a frame (the address plus shouldAutoFocus=0), with a link that opens it in a new tab. Only https addresses without a user name; the origin must be allowed by the site's frame-src (README, Framed pages).",
    )
    .displayField('heading');
  field.heading(comingSoon, { required: true, max: 100 });
  field.shortText(comingSoon, 'headingUrl', 'Heading address (the sign-up page, https)', {
    required: true,
    max: 300,
    pattern: '^https://',
  });
  field.intro(comingSoon, { max: 400 });
  field.shortText(
    comingSoon,
    'frameTitle',
    'Frame title for screen readers (the heading when empty)',
    { max: 120 },
  );
  field.helpTexts(comingSoon, {
    headingUrl: {
      editor: 'urlEditor',
      text: "The sign-up page: https, no user name; its origin must be in the README's framed pages.",
    },
    frameTitle: "The frame's name for screen readers; the heading when empty.",
  });

  const playSmartPlaySafe = migration
    .createContentType('playSmartPlaySafe')
    .name('Play smart, play safe')
    .description(
      "The guests' side of safety: a heading, a short text and up to ten house rules as a numbered list beside an illustration, with an optional button.",
    )
    .displayField('heading');
  field.heading(playSmartPlaySafe, { required: true, max: 100 });
  field.longText(playSmartPlaySafe, 'text', 'Text', { max: 400 });
  field.shortTextList(playSmartPlaySafe, 'rules', 'House rules', {
    required: true,
    each: { max: 140 },
    min: 1,
    max: 10,
  });
  field.image(playSmartPlaySafe, 'image', 'Illustration');
  field.button(playSmartPlaySafe);
  field.helpTexts(playSmartPlaySafe, { rules: 'House rules, 1–10, each at most 140.' });

  const safetyBlocks = migration
    .createContentType('safetyBlocks')
    .name('Safety blocks')
    .description('A grid of the safety measures the venues take, each with its icon.')
    .displayField('heading');
  field.heading(safetyBlocks, { required: true, max: 100 });
  field.intro(safetyBlocks, { max: 400 });
  field.references(safetyBlocks, 'measures', 'Measures', ['safetyMeasure'], {
    required: true,
    min: 1,
    max: 12,
  });

  const safetyMeasure = migration
    .createContentType('safetyMeasure')
    .name('Safety measure')
    .description(
      'One safety measure: a title, a short text, an icon and, optionally, a link or a document (PDF) to read more.',
    )
    .displayField('title');
  field.title(safetyMeasure, { required: true, max: 80 });
  field.longText(safetyMeasure, 'text', 'Text', { required: true, max: 400 });
  field.shortText(safetyMeasure, 'icon', 'Icon', {
    required: true,
    oneOf: SAFETY_ICONS,
  });
  field.reference(safetyMeasure, 'link', 'Link', ['navigationLink']);
  field.pdf(safetyMeasure, 'document', 'Document (PDF)');
  field.references(safetyMeasure, 'attractions', 'Attractions', ['experience'], { max: 8 });
  field.helpTexts(safetyMeasure, {
    text: 'At most 400 characters.',
    attractions: 'Experiences whose age and height rules the measure lists under its text.',
    document: "PDF, shown as 'Download the guide (PDF, n KB)'.",
  });

  const appFeatures = migration
    .createContentType('appFeatures')
    .name('App features')
    .description(
      'What the app does: up to six features (content items: title and excerpt) beside a phone illustration.',
    )
    .displayField('heading');
  field.heading(appFeatures, { required: true, max: 100 });
  field.intro(appFeatures, { max: 400 });
  field.contentItems(appFeatures, 'features', 'Features', { required: true, min: 1, max: 6 });
  field.image(appFeatures, 'image', 'Phone illustration');
  field.helpTexts(appFeatures, {
    features: '1–6: title, excerpt, optional linkImage as an icon.',
    image: 'The picture of the phone beside the features.',
  });

  const appDownload = migration
    .createContentType('appDownload')
    .name('App download')
    .description(
      'The App Store and Google Play badges (addresses from the site settings) and a QR code, made on the server, that opens the QR code address.',
    )
    .displayField('heading');
  field.heading(appDownload, { required: true, max: 100 });
  field.longText(appDownload, 'text', 'Text', { max: 400 });
  field.shortText(appDownload, 'qrCodeUrl', 'QR code address (https)', {
    required: true,
    max: 300,
    pattern: '^https://',
  });
}
