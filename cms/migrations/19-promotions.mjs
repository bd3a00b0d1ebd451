/**
 * The content types of content/promotions.json.
 * @param {import('contentful-migration').default} migration
 */
export default function promotionsModel(migration) {
  const feedback = migration
    .createContentType('feedback')
    .name('Feedback')
    .description(
      'A testimonial: who said it (name, organization, location, portrait) and what they said (a short subheading and the quote).',
    )
    .displayField('name');
  feedback
    .createField('name')
    .name('Name')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  feedback
    .createField('subheading')
    .name('Subheading')
    .type('Symbol')
    .validations([{ size: { max: 100 } }]);
  feedback
    .createField('quote')
    .name('Quote')
    .type('Text')
    .required(true)
    .validations([{ size: { max: 600 } }]);
  feedback
    .createField('image')
    .name('Portrait')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  feedback
    .createField('organization')
    .name('Organization')
    .type('Symbol')
    .validations([{ size: { max: 100 } }]);
  feedback
    .createField('location')
    .name('Location')
    .type('Symbol')
    .validations([{ size: { max: 100 } }]);
  feedback.changeFieldControl('name', 'builtin', 'singleLine', {
    helpText: 'At most 80 characters.',
  });
  feedback.changeFieldControl('quote', 'builtin', 'multipleLine', {
    helpText: 'At most 600 characters.',
  });
  feedback.changeFieldControl('image', 'builtin', 'assetLinkEditor', {
    helpText: 'The portrait; initials are drawn without one.',
  });

  const feedbackCarousel = migration
    .createContentType('feedbackCarousel')
    .name('Feedback carousel')
    .description(
      "Feedback one quote at a time under the fixed heading 'What others are saying', turning every 4 seconds with a Pause button.",
    )
    .displayField('intro');
  feedbackCarousel
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  feedbackCarousel
    .createField('feedback')
    .name('Feedback')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['feedback'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);

  const testimonials = migration
    .createContentType('testimonials')
    .name('Testimonials')
    .description('A grid of feedback with schema.org Review data (no star ratings).')
    .displayField('heading');
  testimonials
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  testimonials
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  testimonials
    .createField('feedback')
    .name('Feedback')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['feedback'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);

  const videoEmbed = migration
    .createContentType('videoEmbed')
    .name('Video embed')
    .description(
      "A video of the video host's player (https://player.vimeo.com/video/<id>), shown as its poster until the guest presses play.",
    )
    .displayField('title');
  videoEmbed
    .createField('title')
    .name('Title')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 120 } }]);
  videoEmbed
    .createField('url')
    .name('Player URL')
    .type('Symbol')
    .required(true)
    .validations([
      { regexp: { pattern: '^https://player\\.vimeo\\.com/video/\\d+(\\?h=[0-9a-fA-F]+)?$' } },
    ]);
  videoEmbed
    .createField('poster')
    .name('Poster')
    .type('Link')
    .linkType('Asset')
    .required(true)
    .validations([{ linkMimetypeGroup: ['image'] }]);
  videoEmbed
    .createField('caption')
    .name('Caption')
    .type('Symbol')
    .validations([{ size: { max: 200 } }]);
  videoEmbed.changeFieldControl('title', 'builtin', 'singleLine', {
    helpText: "The frame's name.",
  });
  videoEmbed.changeFieldControl('url', 'builtin', 'urlEditor', {
    helpText: "A player URL 'https://player.vimeo.com/video/<id>', optionally '?h=<hash>'.",
  });

  const promotionalVideo = migration
    .createContentType('promotionalVideo')
    .name('Promotional video')
    .description('A heading and text beside one video embed, with an optional button.')
    .displayField('heading');
  promotionalVideo
    .createField('eyebrow')
    .name('Eyebrow')
    .type('Symbol')
    .validations([{ size: { max: 40 } }]);
  promotionalVideo
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  promotionalVideo
    .createField('text')
    .name('Text')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  promotionalVideo
    .createField('video')
    .name('Video')
    .type('Link')
    .linkType('Entry')
    .required(true)
    .validations([{ linkContentType: ['videoEmbed'] }]);
  promotionalVideo
    .createField('cta')
    .name('Button')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);

  const videoSlider = migration
    .createContentType('videoSlider')
    .name('Video slider')
    .description(
      'Video embeds in a slider (two at a time, one on phones) that turns every 7 seconds until a video is played.',
    )
    .displayField('heading');
  videoSlider
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  videoSlider
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  videoSlider
    .createField('videos')
    .name('Videos')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['videoEmbed'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);

  const photoCards = migration
    .createContentType('photoCards')
    .name('Photo cards')
    .description(
      'Picture-led cards: content items, each with its image, title, optional tag line, excerpt and button.',
    )
    .displayField('heading');
  photoCards
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  photoCards
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  photoCards
    .createField('cards')
    .name('Cards')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);
  photoCards.changeFieldControl('cards', 'builtin', 'entryLinksEditor', {
    helpText:
      '1–12: linkImage (required), tagLine as the label on the picture, title, excerpt, cta.',
  });

  const specials = migration
    .createContentType('specials')
    .name('Specials')
    .description(
      'Dated offers: content items with a price or tag line, a button and an optional last day (date); ended offers are hidden.',
    )
    .displayField('heading');
  specials
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  specials
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  specials
    .createField('specials')
    .name('Specials')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);
  specials.changeFieldControl('specials', 'builtin', 'entryLinksEditor', {
    helpText:
      "1–12: title, price and/or tagLine, excerpt, cta (required), date = the last day, 'YYYY-MM-DD'.",
  });

  const callout = migration
    .createContentType('callout')
    .name('Callout')
    .description('One bold, full-width call to action: eyebrow, heading, text and a button.')
    .displayField('heading');
  callout
    .createField('eyebrow')
    .name('Eyebrow')
    .type('Symbol')
    .validations([{ size: { max: 40 } }]);
  callout
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  callout
    .createField('text')
    .name('Text')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  callout
    .createField('cta')
    .name('Button')
    .type('Link')
    .linkType('Entry')
    .required(true)
    .validations([{ linkContentType: ['navigationLink'] }]);
  callout
    .createField('theme')
    .name('Theme')
    .type('Symbol')
    .validations([{ in: ['sun', 'grape', 'pink'] }]);
  callout.changeFieldControl('theme', 'builtin', 'dropdown', {
    helpText: "'sun', 'grape', 'pink'; default 'sun'.",
  });

  const lostPinsHero = migration
    .createContentType('lostPinsHero')
    .name('Lost-pins hunt hero')
    .description(
      "The scavenger hunt's page hero (its heading is the page's h1): rules, clues (riddles, numbered in order) and the prize.",
    )
    .displayField('heading');
  lostPinsHero
    .createField('eyebrow')
    .name('Eyebrow')
    .type('Symbol')
    .validations([{ size: { max: 60 } }]);
  lostPinsHero
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  lostPinsHero
    .createField('text')
    .name('Text')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  lostPinsHero
    .createField('dates')
    .name('Dates')
    .type('Symbol')
    .validations([{ size: { max: 80 } }]);
  lostPinsHero
    .createField('image')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  lostPinsHero
    .createField('rules')
    .name('Rules')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { max: 240 } }] })
    .required(true)
    .validations([{ size: { min: 1, max: 8 } }]);
  lostPinsHero
    .createField('clues')
    .name('Clues')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { max: 240 } }] })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);
  lostPinsHero
    .createField('prize')
    .name('Prize')
    .type('Text')
    .required(true)
    .validations([{ size: { max: 400 } }]);
  lostPinsHero
    .createField('cta')
    .name('Button')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);
  lostPinsHero.changeFieldControl('heading', 'builtin', 'singleLine', {
    helpText: "The page's h1.",
  });
  lostPinsHero.changeFieldControl('clues', 'builtin', 'tagEditor', {
    helpText: '1–12, the riddles in order.',
  });
}
