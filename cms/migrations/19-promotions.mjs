import * as field from '../fields.mjs';

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
  field.shortText(feedback, 'name', 'Name', { required: true, max: 80 });
  field.shortText(feedback, 'subheading', 'Subheading', { max: 100 });
  field.longText(feedback, 'quote', 'Quote', { required: true, max: 600 });
  field.image(feedback, 'image', 'Portrait');
  field.shortText(feedback, 'organization', 'Organization', { max: 100 });
  field.shortText(feedback, 'location', 'Location', { max: 100 });
  field.helpTexts(feedback, {
    name: 'At most 80 characters.',
    quote: 'At most 600 characters.',
    image: 'The portrait; initials are drawn without one.',
  });

  const feedbackCarousel = migration
    .createContentType('feedbackCarousel')
    .name('Feedback carousel')
    .description(
      "Feedback one quote at a time under the fixed heading 'What others are saying', turning every 4 seconds with a Pause button.",
    )
    .displayField('intro');
  field.intro(feedbackCarousel, { max: 400 });
  field.references(feedbackCarousel, 'feedback', 'Feedback', ['feedback'], {
    required: true,
    min: 1,
    max: 12,
  });

  const testimonials = migration
    .createContentType('testimonials')
    .name('Testimonials')
    .description('A grid of feedback with schema.org Review data (no star ratings).')
    .displayField('heading');
  field.heading(testimonials, { required: true, max: 100 });
  field.intro(testimonials, { max: 400 });
  field.references(testimonials, 'feedback', 'Feedback', ['feedback'], {
    required: true,
    min: 1,
    max: 12,
  });

  const videoEmbed = migration
    .createContentType('videoEmbed')
    .name('Video embed')
    .description(
      "A video of the video host's player (https://player.vimeo.com/video/<id>), shown as its poster until the guest presses play.",
    )
    .displayField('title');
  field.title(videoEmbed, { required: true, max: 120 });
  field.shortText(videoEmbed, 'url', 'Player URL', {
    required: true,
    pattern: '^https://player\\.vimeo\\.com/video/\\d+(\\?h=[0-9a-fA-F]+)?$',
  });
  field.image(videoEmbed, 'poster', 'Poster', { required: true });
  field.shortText(videoEmbed, 'caption', 'Caption', { max: 200 });
  field.helpTexts(videoEmbed, {
    title: "The frame's name.",
    url: {
      editor: 'urlEditor',
      text: "A player URL 'https://player.vimeo.com/video/<id>', optionally '?h=<hash>'.",
    },
  });

  const promotionalVideo = migration
    .createContentType('promotionalVideo')
    .name('Promotional video')
    .description('A heading and text beside one video embed, with an optional button.')
    .displayField('heading');
  field.shortText(promotionalVideo, 'eyebrow', 'Eyebrow', { max: 40 });
  field.heading(promotionalVideo, { required: true, max: 100 });
  field.longText(promotionalVideo, 'text', 'Text', { max: 400 });
  field.reference(promotionalVideo, 'video', 'Video', ['videoEmbed'], { required: true });
  field.button(promotionalVideo);

  const videoSlider = migration
    .createContentType('videoSlider')
    .name('Video slider')
    .description(
      'Video embeds in a slider (two at a time, one on phones) that turns every 7 seconds until a video is played.',
    )
    .displayField('heading');
  field.heading(videoSlider, { required: true, max: 100 });
  field.intro(videoSlider, { max: 400 });
  field.references(videoSlider, 'videos', 'Videos', ['videoEmbed'], {
    required: true,
    min: 1,
    max: 12,
  });

  const photoCards = migration
    .createContentType('photoCards')
    .name('Photo cards')
    .description(
      'Picture-led cards: content items, each with its image, title, optional tag line, excerpt and button.',
    )
    .displayField('heading');
  field.heading(photoCards, { required: true, max: 100 });
  field.intro(photoCards, { max: 400 });
  field.contentItems(photoCards, 'cards', 'Cards', { required: true, min: 1, max: 12 });
  field.helpTexts(photoCards, {
    cards: '1–12: linkImage (required), tagLine as the label on the picture, title, excerpt, cta.',
  });

  const specials = migration
    .createContentType('specials')
    .name('Specials')
    .description(
      'Dated offers: content items with a price or tag line, a button and an optional last day (date); ended offers are hidden.',
    )
    .displayField('heading');
  field.heading(specials, { required: true, max: 100 });
  field.intro(specials, { max: 400 });
  field.contentItems(specials, 'specials', 'Specials', { required: true, min: 1, max: 12 });
  field.helpTexts(specials, {
    specials:
      "1–12: title, price and/or tagLine, excerpt, cta (required), date = the last day, 'YYYY-MM-DD'.",
  });

  const callout = migration
    .createContentType('callout')
    .name('Callout')
    .description('One bold, full-width call to action: eyebrow, heading, text and a button.')
    .displayField('heading');
  field.shortText(callout, 'eyebrow', 'Eyebrow', { max: 40 });
  field.heading(callout, { required: true, max: 100 });
  field.longText(callout, 'text', 'Text', { max: 400 });
  field.button(callout, { required: true });
  field.shortText(callout, 'theme', 'Theme', { oneOf: ['sun', 'grape', 'pink'] });
  field.helpTexts(callout, { theme: "'sun', 'grape', 'pink'; default 'sun'." });

  const lostPinsHero = migration
    .createContentType('lostPinsHero')
    .name('Lost-pins hunt hero')
    .description(
      "The scavenger hunt's page hero (its heading is the page's h1): rules, clues (riddles, numbered in order) and the prize.",
    )
    .displayField('heading');
  field.shortText(lostPinsHero, 'eyebrow', 'Eyebrow', { max: 60 });
  field.heading(lostPinsHero, { required: true, max: 100 });
  field.longText(lostPinsHero, 'text', 'Text', { max: 400 });
  field.shortText(lostPinsHero, 'dates', 'Dates', { max: 80 });
  field.image(lostPinsHero, 'image', 'Image');
  field.shortTextList(lostPinsHero, 'rules', 'Rules', {
    required: true,
    each: { max: 240 },
    min: 1,
    max: 8,
  });
  field.shortTextList(lostPinsHero, 'clues', 'Clues', {
    required: true,
    each: { max: 240 },
    min: 1,
    max: 12,
  });
  field.longText(lostPinsHero, 'prize', 'Prize', { required: true, max: 400 });
  field.button(lostPinsHero);
  field.helpTexts(lostPinsHero, {
    heading: "The page's h1.",
    clues: '1–12, the riddles in order.',
  });
}
