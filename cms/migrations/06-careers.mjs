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
  careersCallout
    .createField('eyebrow')
    .name('Eyebrow')
    .type('Symbol')
    .validations([{ size: { max: 60 } }]);
  careersCallout
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  careersCallout
    .createField('text')
    .name('Text')
    .type('Text')
    .validations([{ size: { max: 300 } }]);
  careersCallout
    .createField('cta')
    .name('Button')
    .type('Link')
    .linkType('Entry')
    .required(true)
    .validations([{ linkContentType: ['navigationLink'] }]);
  careersCallout
    .createField('image')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  careersCallout
    .createField('theme')
    .name('Theme')
    .type('Symbol')
    .validations([{ in: ['sunset', 'grape', 'ocean'] }]);
  careersCallout.changeFieldControl('theme', 'builtin', 'dropdown', {
    helpText: "'sunset' (default), 'grape', 'ocean'.",
  });

  const careersOpenings = migration
    .createContentType('careersOpenings')
    .name('Careers openings')
    .description(
      'Every job opening, narrowed by state, center and role, with the job application form below them.',
    )
    .displayField('heading');
  careersOpenings
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  careersOpenings
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  careersOpenings
    .createField('applicationHeading')
    .name('Application heading (default: Apply now)')
    .type('Symbol')
    .validations([{ size: { max: 80 } }]);
  careersOpenings
    .createField('applicationIntro')
    .name('Application intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  careersOpenings.changeFieldControl('applicationHeading', 'builtin', 'singleLine', {
    helpText: "Default 'Apply now'.",
  });

  const careersCulture = migration
    .createContentType('careersCulture')
    .name('Careers culture')
    .description('What working at a center is like: image-and-text rows, then the crew values.')
    .displayField('heading');
  careersCulture
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  careersCulture
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  careersCulture
    .createField('sections')
    .name('Sections (content items: image, title, text)')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 6 } }]);
  careersCulture
    .createField('valuesHeading')
    .name('Values heading (default: What we value)')
    .type('Symbol')
    .validations([{ size: { max: 80 } }]);
  careersCulture
    .createField('values')
    .name('Values')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { max: 60 } }] })
    .validations([{ size: { max: 8 } }]);
  careersCulture.changeFieldControl('sections', 'builtin', 'entryLinksEditor', {
    helpText: '1–6: linkImage, tagLine, title, excerpt (required).',
  });
  careersCulture.changeFieldControl('valuesHeading', 'builtin', 'singleLine', {
    helpText: "Default 'What we value'.",
  });
  careersCulture.changeFieldControl('values', 'builtin', 'tagEditor', {
    helpText: 'Short texts, up to 8.',
  });

  const careersMission = migration
    .createContentType('careersMission')
    .name('Careers mission')
    .description('The crew mission statement beside its art.')
    .displayField('heading');
  careersMission
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  careersMission
    .createField('statement')
    .name('Statement')
    .type('Text')
    .required(true)
    .validations([{ size: { max: 600 } }]);
  careersMission
    .createField('signature')
    .name('Signature')
    .type('Symbol')
    .validations([{ size: { max: 120 } }]);
  careersMission
    .createField('image')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  careersMission.changeFieldControl('statement', 'builtin', 'multipleLine', {
    helpText: 'At most 600 characters.',
  });

  const careersBenefits = migration
    .createContentType('careersBenefits')
    .name('Careers benefits')
    .description('Benefit cards that show their text on hover, focus or a click.')
    .displayField('heading');
  careersBenefits
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  careersBenefits
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  careersBenefits
    .createField('benefits')
    .name('Benefits (content items: icon, title, text)')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);
  careersBenefits.changeFieldControl('benefits', 'builtin', 'entryLinksEditor', {
    helpText:
      '1–12: linkImage as the icon, title, excerpt (required) as the text the card reveals on hover, keyboard focus or a click.',
  });

  const careersPerks = migration
    .createContentType('careersPerks')
    .name('Careers perks')
    .description('An icon grid of the perks of the job.')
    .displayField('heading');
  careersPerks
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  careersPerks
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  careersPerks
    .createField('perks')
    .name('Perks (content items: icon, title, text)')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);
  careersPerks.changeFieldControl('perks', 'builtin', 'entryLinksEditor', {
    helpText: '1–12: linkImage as the icon (required), title, excerpt.',
  });

  const careersGrowthSlider = migration
    .createContentType('careersGrowthSlider')
    .name('Careers growth slider')
    .description('Growth stories of the crew, one centred slide at a time.')
    .displayField('heading');
  careersGrowthSlider
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  careersGrowthSlider
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  careersGrowthSlider
    .createField('stories')
    .name('Stories (content items: title, story, who, portrait)')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 10 } }]);
  careersGrowthSlider.changeFieldControl('stories', 'builtin', 'entryLinksEditor', {
    helpText:
      '1–10: title, excerpt (the story, required), tagLine (who tells it), linkImage (portrait).',
  });

  const jobOpening = migration
    .createContentType('jobOpening')
    .name('Job opening')
    .description(
      'One role at one center: a card on the careers openings and a schema.org JobPosting.',
    )
    .displayField('title');
  jobOpening
    .createField('title')
    .name('Title')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  jobOpening
    .createField('slug')
    .name('Slug (what the Apply link carries)')
    .type('Symbol')
    .required(true)
    .validations([{ regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } }, { unique: true }]);
  jobOpening
    .createField('department')
    .name('Department (the role guests filter by)')
    .type('Symbol')
    .required(true)
    .validations([
      {
        in: [
          'Guest Experience',
          'Food & Beverage',
          'Events & Parties',
          'Attractions & Maintenance',
          'Management',
        ],
      },
    ]);
  jobOpening
    .createField('center')
    .name('Center')
    .type('Link')
    .linkType('Entry')
    .required(true)
    .validations([{ linkContentType: ['center'] }]);
  jobOpening
    .createField('employmentType')
    .name('Employment type')
    .type('Symbol')
    .required(true)
    .validations([{ in: ['Full-time', 'Part-time', 'Seasonal'] }]);
  jobOpening.createField('payMin').name('Pay from (USD)').type('Number');
  jobOpening.createField('payMax').name('Pay up to (USD)').type('Number');
  jobOpening
    .createField('payUnit')
    .name('Pay per')
    .type('Symbol')
    .validations([{ in: ['hour', 'year'] }]);
  jobOpening
    .createField('description')
    .name('Description')
    .type('Text')
    .required(true)
    .validations([{ size: { max: 1000 } }]);
  jobOpening
    .createField('responsibilities')
    .name('What you will do')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { max: 160 } }] })
    .validations([{ size: { max: 8 } }]);
  jobOpening.createField('datePosted').name('Date posted').type('Date').required(true);
  jobOpening.createField('validThrough').name('Open until').type('Date').required(true);
  jobOpening.changeFieldControl('slug', 'builtin', 'singleLine', {
    helpText: "Lowercase words and hyphens, unique: the Apply link's '?opening='.",
  });
  jobOpening.changeFieldControl('payMax', 'builtin', 'numberEditor', {
    helpText: 'In US dollars.',
  });
}
