import * as field from '../fields.mjs';
import { SHARED_SECTIONS } from '../sections.mjs';

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
  field.title(experience, { required: true, max: 60 });
  field.slug(experience);
  field.shortText(experience, 'venue', 'Venue (centers with this venue offer it)', {
    required: true,
    oneOf: ['bowling', 'arcade', 'laser-tag', 'escape-rooms', 'virtual-reality', 'bumper-cars'],
  });
  field.shortText(experience, 'tagline', 'Tagline', { required: true, max: 120 });
  field.richText(experience, 'description', 'Description', { required: true, validations: [] });
  field.image(experience, 'linkImage', 'Card image');
  field.image(experience, 'heroImage', 'Hero image');
  field.shortTextList(experience, 'goodFor', 'Great for', { max: 8 });
  field.shortText(experience, 'duration', 'How long');
  field.shortText(experience, 'priceHint', 'Price hint');
  field.integer(experience, 'minimumAge', 'Minimum age', {
    validations: [{ range: { min: 1, max: 21 }, message: 'An age from 1 to 21.' }],
  });
  field.integer(experience, 'minimumHeightInches', 'Minimum height (inches)', {
    validations: [{ range: { min: 30, max: 72 }, message: 'A height from 30 to 72 inches.' }],
  });
  field.shortText(experience, 'ruleNote', 'Rule note', { max: 140 });
  field.references(experience, 'sections', 'Sections', [
    ...SHARED_SECTIONS,
    'infoCards',
    'includedExperiences',
    'optionalAddOns',
    'specialBanner',
    'featureSlider',
  ]);
  experience.changeFieldControl('description', 'builtin', 'richTextEditor');
  field.helpTexts(experience, {
    slug: 'Lowercase words and hyphens, unique.',
    venue: 'One venue key; centers with that venue offer it.',
    linkImage: "The card's art.",
    goodFor: 'Short texts, up to 8.',
    minimumAge:
      'The youngest guest who may play. The one place this rule is stated: shown on this page and beside every package and safety measure that links this experience.',
    minimumHeightInches: 'The shortest guest who may play, in inches; shown with the minimum age.',
    ruleNote:
      "What else the rule says, e.g. 'Players under 14 play with an adult in the room.' At most 140 characters.",
  });

  const featureSlider = migration
    .createContentType('featureSlider')
    .name('Feature slider')
    .description('Features one large slide at a time, turning every 7 seconds with a Pause button.')
    .displayField('heading');
  field.heading(featureSlider, { required: true });
  field.intro(featureSlider);
  field.contentItems(featureSlider, 'slides', 'Slides', { required: true, min: 1, max: 8 });
  field.helpTexts(featureSlider, { slides: '1–8: title, tagLine, excerpt, linkImage, cta.' });

  const experienceSlider = migration
    .createContentType('experienceSlider')
    .name('Experience slider')
    .description(
      "Every experience, filtered by the venues of the guest's chosen center, under 'Experiences at {center name or company name}'.",
    )
    .displayField('intro');
  field.intro(experienceSlider);
  field.reference(experienceSlider, 'exclude', 'Leave out (the experience whose page it is on)', [
    'experience',
  ]);
  field.helpTexts(experienceSlider, { exclude: 'The one whose page the slider is on.' });
}
