/**
 * The content types of content/experiences.json.
 * @param {import('contentful-migration').default} migration
 */
export default function experiencesModel(migration) {
  const experience = migration
    .createContentType('experience')
    .name('Experience')
    .description(
      "An attraction (bowling, arcade, the leagues…): a card in the experience slider and its own page at /experiences/{slug}/; the leagues' Learn More goes to /the-leagues/.",
    )
    .displayField('title');
  experience
    .createField('title')
    .name('Title')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 60 } }]);
  experience
    .createField('slug')
    .name('Slug')
    .type('Symbol')
    .required(true)
    .validations([{ regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } }, { unique: true }]);
  experience
    .createField('venue')
    .name('Venue (centers with this venue offer it)')
    .type('Symbol')
    .required(true)
    .validations([
      { in: ['bowling', 'arcade', 'laser-tag', 'escape-rooms', 'virtual-reality', 'bumper-cars'] },
    ]);
  experience
    .createField('tagline')
    .name('Tagline')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 120 } }]);
  experience.createField('description').name('Description').type('RichText').required(true);
  experience
    .createField('linkImage')
    .name('Card image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  experience
    .createField('heroImage')
    .name('Hero image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  experience
    .createField('goodFor')
    .name('Great for')
    .type('Array')
    .items({ type: 'Symbol' })
    .validations([{ size: { max: 8 } }]);
  experience.createField('duration').name('How long').type('Symbol');
  experience.createField('priceHint').name('Price hint').type('Symbol');
  experience
    .createField('sections')
    .name('Sections')
    .type('Array')
    .items({
      type: 'Link',
      linkType: 'Entry',
      validations: [
        {
          linkContentType: [
            'hero',
            'heading',
            'textColumns',
            'imageWithText',
            'tripleColumn',
            'cardSection',
            'teaser',
            'imageBanner',
            'disclaimer',
            'linksSection',
            'sitemapLinks',
            'faqAccordion',
            'infoCards',
            'includedExperiences',
            'optionalAddOns',
            'specialBanner',
            'featureSlider',
          ],
        },
      ],
    });
  experience.changeFieldControl('slug', 'builtin', 'singleLine', {
    helpText: 'Lowercase words and hyphens, unique.',
  });
  experience.changeFieldControl('venue', 'builtin', 'dropdown', {
    helpText: 'One venue key; centers with that venue offer it.',
  });
  experience.changeFieldControl('description', 'builtin', 'richTextEditor');
  experience.changeFieldControl('linkImage', 'builtin', 'assetLinkEditor', {
    helpText: "The card's art.",
  });
  experience.changeFieldControl('goodFor', 'builtin', 'tagEditor', {
    helpText: 'Short texts, up to 8.',
  });

  const featureSlider = migration
    .createContentType('featureSlider')
    .name('Feature slider')
    .description('Features one large slide at a time, turning every 7 seconds with a Pause button.')
    .displayField('heading');
  featureSlider.createField('heading').name('Heading').type('Symbol').required(true);
  featureSlider.createField('intro').name('Intro').type('Text');
  featureSlider
    .createField('slides')
    .name('Slides')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 8 } }]);
  featureSlider.changeFieldControl('slides', 'builtin', 'entryLinksEditor', {
    helpText: '1–8: title, tagLine, excerpt, linkImage, cta.',
  });

  const experienceSlider = migration
    .createContentType('experienceSlider')
    .name('Experience slider')
    .description(
      "Every experience, filtered by the venues of the guest's chosen center, under 'Experiences at {center name or company name}'.",
    )
    .displayField('intro');
  experienceSlider.createField('intro').name('Intro').type('Text');
  experienceSlider
    .createField('exclude')
    .name('Leave out (the experience whose page it is on)')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['experience'] }]);
  experienceSlider.changeFieldControl('exclude', 'builtin', 'entryLinkEditor', {
    helpText: 'The one whose page the slider is on.',
  });
}
