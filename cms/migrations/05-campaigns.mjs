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
  countdown
    .createField('heading')
    .name('Heading (English)')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  countdown
    .createField('headingSpanish')
    .name('Heading (Spanish)')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  countdown
    .createField('opensAt')
    .name('Opens at (date and time with time zone offset)')
    .type('Date')
    .required(true);
  countdown
    .createField('timeZone')
    .name("Center's time zone (IANA name, e.g. America/Indiana/Indianapolis)")
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 64 } }]);
  countdown
    .createField('openMessage')
    .name("Message at opening (English; default 'We’re open! Come on in.')")
    .type('Symbol')
    .validations([{ size: { max: 100 } }]);
  countdown
    .createField('openMessageSpanish')
    .name("Message at opening (Spanish; default '¡Ya abrimos! Te esperamos.')")
    .type('Symbol')
    .validations([{ size: { max: 100 } }]);
  countdown.changeFieldControl('opensAt', 'builtin', 'datePicker', {
    helpText: "Date with time and offset, e.g. '2027-04-17T10:00-04:00'.",
  });
  countdown.changeFieldControl('timeZone', 'builtin', 'singleLine', {
    helpText:
      "IANA, e.g. 'America/Indiana/Indianapolis'; the offset must be the zone's at that moment.",
  });
  countdown.changeFieldControl('openMessageSpanish', 'builtin', 'singleLine', {
    helpText:
      "What it says at zero; defaults 'We’re open! Come on in.' and '¡Ya abrimos! Te esperamos.'.",
  });

  const comingSoon = migration
    .createContentType('comingSoon')
    .name('Coming soon')
    .description(
      "A heading whose address is a sign-up page, shown below it in a frame (the address plus shouldAutoFocus=0), with a link that opens it in a new tab. Only https addresses without a user name; the origin must be allowed by the site's frame-src (README, Framed pages).",
    )
    .displayField('heading');
  comingSoon
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  comingSoon
    .createField('headingUrl')
    .name('Heading address (the sign-up page, https)')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 300 } }, { regexp: { pattern: '^https://' } }]);
  comingSoon
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  comingSoon
    .createField('frameTitle')
    .name('Frame title for screen readers (the heading when empty)')
    .type('Symbol')
    .validations([{ size: { max: 120 } }]);
  comingSoon.changeFieldControl('headingUrl', 'builtin', 'urlEditor', {
    helpText:
      "The sign-up page: https, no user name; its origin must be in the README's framed pages.",
  });
  comingSoon.changeFieldControl('frameTitle', 'builtin', 'singleLine', {
    helpText: "The frame's name for screen readers; the heading when empty.",
  });

  const playSmartPlaySafe = migration
    .createContentType('playSmartPlaySafe')
    .name('Play smart, play safe')
    .description(
      "The guests' side of safety: a heading, a short text and up to ten house rules as a numbered list beside an illustration, with an optional button.",
    )
    .displayField('heading');
  playSmartPlaySafe
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  playSmartPlaySafe
    .createField('text')
    .name('Text')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  playSmartPlaySafe
    .createField('rules')
    .name('House rules')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { max: 140 } }] })
    .required(true)
    .validations([{ size: { min: 1, max: 10 } }]);
  playSmartPlaySafe
    .createField('image')
    .name('Illustration')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  playSmartPlaySafe
    .createField('cta')
    .name('Button')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);
  playSmartPlaySafe.changeFieldControl('rules', 'builtin', 'tagEditor', {
    helpText: 'House rules, 1–10, each at most 140.',
  });

  const safetyBlocks = migration
    .createContentType('safetyBlocks')
    .name('Safety blocks')
    .description('A grid of the safety measures the venues take, each with its icon.')
    .displayField('heading');
  safetyBlocks
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  safetyBlocks
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  safetyBlocks
    .createField('measures')
    .name('Measures')
    .type('Array')
    .items({
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['safetyMeasure'] }],
    })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);

  const safetyMeasure = migration
    .createContentType('safetyMeasure')
    .name('Safety measure')
    .description(
      'One safety measure: a title, a short text, an icon and, optionally, a link or a document (PDF) to read more.',
    )
    .displayField('title');
  safetyMeasure
    .createField('title')
    .name('Title')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  safetyMeasure
    .createField('text')
    .name('Text')
    .type('Text')
    .required(true)
    .validations([{ size: { max: 400 } }]);
  safetyMeasure
    .createField('icon')
    .name('Icon')
    .type('Symbol')
    .required(true)
    .validations([
      {
        in: [
          'team',
          'laserTag',
          'cleanShoes',
          'sanitized',
          'allergens',
          'lostChild',
          'ageRules',
          'firstAid',
        ],
      },
    ]);
  safetyMeasure
    .createField('link')
    .name('Link')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);
  safetyMeasure
    .createField('document')
    .name('Document (PDF)')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['pdfdocument'] }]);
  safetyMeasure.changeFieldControl('text', 'builtin', 'multipleLine', {
    helpText: 'At most 400 characters.',
  });
  safetyMeasure.changeFieldControl('document', 'builtin', 'assetLinkEditor', {
    helpText: "PDF, shown as 'Download the guide (PDF, n KB)'.",
  });

  const appFeatures = migration
    .createContentType('appFeatures')
    .name('App features')
    .description(
      'What the app does: up to six features (content items: title and excerpt) beside a phone illustration.',
    )
    .displayField('heading');
  appFeatures
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  appFeatures
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  appFeatures
    .createField('features')
    .name('Features')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 6 } }]);
  appFeatures
    .createField('image')
    .name('Phone illustration')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  appFeatures.changeFieldControl('features', 'builtin', 'entryLinksEditor', {
    helpText: '1–6: title, excerpt, optional linkImage as an icon.',
  });
  appFeatures.changeFieldControl('image', 'builtin', 'assetLinkEditor', {
    helpText: 'The picture of the phone beside the features.',
  });

  const appDownload = migration
    .createContentType('appDownload')
    .name('App download')
    .description(
      'The App Store and Google Play badges (addresses from the site settings) and a QR code, made on the server, that opens the QR code address.',
    )
    .displayField('heading');
  appDownload
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  appDownload
    .createField('text')
    .name('Text')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  appDownload
    .createField('qrCodeUrl')
    .name('QR code address (https)')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 300 } }, { regexp: { pattern: '^https://' } }]);
}
