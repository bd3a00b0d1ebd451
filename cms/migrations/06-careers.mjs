import * as field from '../fields.mjs';

/**
 * The content types of content/careers.json.
 * @param {import('contentful-migration').default} migration
 */
export default function careersModel(migration) {
  const careersCallout = migration
    .createContentType('careersCallout')
    .name('Careers callout')
    .description('A call to action to job seekers: heading, text and one button.')
    .displayField('heading');
  field.shortText(careersCallout, 'eyebrow', 'Eyebrow', { max: 60 });
  field.heading(careersCallout, { required: true, max: 80 });
  field.longText(careersCallout, 'text', 'Text', { max: 300 });
  field.button(careersCallout, { required: true });
  field.image(careersCallout, 'image', 'Image');
  field.shortText(careersCallout, 'theme', 'Theme', { oneOf: ['sunset', 'grape', 'ocean'] });
  field.helpTexts(careersCallout, { theme: "'sunset' (default), 'grape', 'ocean'." });

  const careersOpenings = migration
    .createContentType('careersOpenings')
    .name('Careers openings')
    .description(
      'Every job opening, narrowed by state, center and role, with the job application form below them.',
    )
    .displayField('heading');
  field.heading(careersOpenings, { required: true, max: 80 });
  field.intro(careersOpenings, { max: 400 });
  field.shortText(
    careersOpenings,
    'applicationHeading',
    'Application heading (default: Apply now)',
    { max: 80 },
  );
  field.longText(careersOpenings, 'applicationIntro', 'Application intro', { max: 400 });
  field.helpTexts(careersOpenings, { applicationHeading: "Default 'Apply now'." });

  const careersCulture = migration
    .createContentType('careersCulture')
    .name('Careers culture')
    .description('What working at a center is like: image-and-text rows, then the crew values.')
    .displayField('heading');
  field.heading(careersCulture, { required: true, max: 80 });
  field.intro(careersCulture, { max: 400 });
  field.contentItems(careersCulture, 'sections', 'Sections (content items: image, title, text)', {
    required: true,
    min: 1,
    max: 6,
  });
  field.shortText(careersCulture, 'valuesHeading', 'Values heading (default: What we value)', {
    max: 80,
  });
  field.shortTextList(careersCulture, 'values', 'Values', { each: { max: 60 }, max: 8 });
  field.helpTexts(careersCulture, {
    sections: '1–6: linkImage, tagLine, title, excerpt (required).',
    valuesHeading: "Default 'What we value'.",
    values: 'Short texts, up to 8.',
  });

  const careersMission = migration
    .createContentType('careersMission')
    .name('Careers mission')
    .description('The crew mission statement beside its art.')
    .displayField('heading');
  field.heading(careersMission, { required: true, max: 80 });
  field.longText(careersMission, 'statement', 'Statement', { required: true, max: 600 });
  field.shortText(careersMission, 'signature', 'Signature', { max: 120 });
  field.image(careersMission, 'image', 'Image');
  field.helpTexts(careersMission, { statement: 'At most 600 characters.' });

  const careersBenefits = migration
    .createContentType('careersBenefits')
    .name('Careers benefits')
    .description('Benefit cards that show their text on hover, focus or a click.')
    .displayField('heading');
  field.heading(careersBenefits, { required: true, max: 80 });
  field.intro(careersBenefits, { max: 400 });
  field.contentItems(careersBenefits, 'benefits', 'Benefits (content items: icon, title, text)', {
    required: true,
    min: 1,
    max: 12,
  });
  field.helpTexts(careersBenefits, {
    benefits:
      '1–12: linkImage as the icon, title, excerpt (required) as the text the card reveals on hover, keyboard focus or a click.',
  });

  const careersPerks = migration
    .createContentType('careersPerks')
    .name('Careers perks')
    .description('An icon grid of the perks of the job.')
    .displayField('heading');
  field.heading(careersPerks, { required: true, max: 80 });
  field.intro(careersPerks, { max: 400 });
  field.contentItems(careersPerks, 'perks', 'Perks (content items: icon, title, text)', {
    required: true,
    min: 1,
    max: 12,
  });
  field.helpTexts(careersPerks, {
    perks: '1–12: linkImage as the icon (required), title, excerpt.',
  });

  const careersGrowthSlider = migration
    .createContentType('careersGrowthSlider')
    .name('Careers growth slider')
    .description('Growth stories of the crew, one centred slide at a time.')
    .displayField('heading');
  field.heading(careersGrowthSlider, { required: true, max: 80 });
  field.intro(careersGrowthSlider, { max: 400 });
  field.contentItems(
    careersGrowthSlider,
    'stories',
    'Stories (content items: title, story, who, portrait)',
    { required: true, min: 1, max: 10 },
  );
  field.helpTexts(careersGrowthSlider, {
    stories:
      '1–10: title, excerpt (the story, required), tagLine (who tells it), linkImage (portrait).',
  });

  const jobOpening = migration
    .createContentType('jobOpening')
    .name('Job opening')
    .description(
      'One role at one center: a card on the careers openings and a schema.org JobPosting.',
    )
    .displayField('title');
  field.title(jobOpening, { required: true, max: 80 });
  field.slug(jobOpening, 'Slug (what the Apply link carries)');
  field.shortText(jobOpening, 'department', 'Department (the role guests filter by)', {
    required: true,
    oneOf: [
      'Guest Experience',
      'Food & Beverage',
      'Events & Parties',
      'Attractions & Maintenance',
      'Management',
    ],
  });
  field.reference(jobOpening, 'center', 'Center', ['center'], { required: true });
  field.shortText(jobOpening, 'employmentType', 'Employment type', {
    required: true,
    oneOf: ['Full-time', 'Part-time', 'Seasonal'],
  });
  field.decimal(jobOpening, 'payMin', 'Pay from (USD)');
  field.decimal(jobOpening, 'payMax', 'Pay up to (USD)');
  field.shortText(jobOpening, 'payUnit', 'Pay per', { oneOf: ['hour', 'year'] });
  field.longText(jobOpening, 'description', 'Description', { required: true, max: 1000 });
  field.shortTextList(jobOpening, 'responsibilities', 'What you will do', {
    each: { max: 160 },
    max: 8,
  });
  field.date(jobOpening, 'datePosted', 'Date posted', { required: true });
  field.date(jobOpening, 'validThrough', 'Open until', { required: true });
  field.helpTexts(jobOpening, {
    slug: "Lowercase words and hyphens, unique: the Apply link's '?opening='.",
    payMax: 'In US dollars.',
  });
}
