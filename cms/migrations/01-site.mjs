/**
 * The content types of content/site.json.
 * @param {import('contentful-migration').default} migration
 */
export default function siteModel(migration) {
  const siteSettings = migration
    .createContentType('siteSettings')
    .name('Site settings')
    .description('Company name, navigation and footer of the whole site.')
    .displayField('companyName');
  siteSettings.createField('companyName').name('Company name').type('Symbol').required(true);
  siteSettings.createField('tagline').name('Tagline').type('Symbol');
  siteSettings
    .createField('logo')
    .name('Logo')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  siteSettings
    .createField('primaryNavigation')
    .name('Primary navigation')
    .type('Array')
    .items({
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['navigationLink'] }],
    });
  siteSettings
    .createField('headerCta')
    .name('Header button')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);
  siteSettings
    .createField('footerColumns')
    .name('Footer columns')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['linkGroup'] }] });
  siteSettings
    .createField('legalLinks')
    .name('Legal links')
    .type('Array')
    .items({
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['navigationLink'] }],
    });
  siteSettings
    .createField('socialLinks')
    .name('Social links')
    .type('Array')
    .items({
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['navigationLink'] }],
    });
  siteSettings.createField('appStoreUrl').name('App Store URL').type('Symbol');
  siteSettings.createField('googlePlayUrl').name('Google Play URL').type('Symbol');

  const navigationLink = migration
    .createContentType('navigationLink')
    .name('Navigation link')
    .description('A labelled link to a site path or another site.')
    .displayField('label');
  navigationLink.createField('label').name('Label').type('Symbol').required(true);
  navigationLink
    .createField('url')
    .name('URL')
    .type('Symbol')
    .required(true)
    .validations([{ regexp: { pattern: '^(/|https?://|mailto:|tel:|#)' } }]);
  navigationLink.createField('description').name('Description').type('Symbol');

  const linkGroup = migration
    .createContentType('linkGroup')
    .name('Link group')
    .description('A titled list of links (footer column, sitemap group).')
    .displayField('title');
  linkGroup.createField('title').name('Title').type('Symbol').required(true);
  linkGroup
    .createField('links')
    .name('Links')
    .type('Array')
    .items({
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['navigationLink'] }],
    })
    .required(true);

  const page = migration
    .createContentType('page')
    .name('Page')
    .description('A page of the site; its children are the sections shown top to bottom.')
    .displayField('metaTitle');
  page.createField('metaTitle').name('Meta title').type('Symbol').required(true);
  page.createField('description').name('Description').type('Text');
  page
    .createField('slug')
    .name('Slug')
    .type('Symbol')
    .required(true)
    .validations([
      { regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*$' } },
    ]);
  page
    .createField('type')
    .name('Type')
    .type('Symbol')
    .required(true)
    .validations([{ in: ['page', 'event'] }]);
  page
    .createField('eventType')
    .name('Event type')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['eventType'] }] });
  page
    .createField('linkedVideo')
    .name('Linked video')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['video'] }]);
  page
    .createField('ogImage')
    .name('Social sharing image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  page
    .createField('children')
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
            'promoTicker',
            'seasonPassHero',
            'enquiryForm',
            'tourTravelForm',
            'offerCards',
            'bookSelector',
            'centerFinder',
            'packageList',
            'birthdayPackageSlider',
            'cardSlider',
            'infoCards',
            'eventPackagesFilter',
            'eventMenu',
            'includedExperiences',
            'optionalAddOns',
            'specialBanner',
            'eventSubcategories',
            'newCenterEvents',
            'deliveryMenu',
            'curbsideDelivery',
            'foodAndFun',
            'foodMenu',
            'tabbedFoodMenu',
            'feedbackCarousel',
            'testimonials',
            'promotionalVideo',
            'videoSlider',
            'photoCards',
            'specials',
            'callout',
            'lostPinsHero',
            'countdown',
            'comingSoon',
            'playSmartPlaySafe',
            'safetyBlocks',
            'appFeatures',
            'appDownload',
            'articleCards',
            'featureSlider',
            'experienceSlider',
            'careersCallout',
            'careersOpenings',
            'careersCulture',
            'careersMission',
            'careersBenefits',
            'careersPerks',
            'careersGrowthSlider',
          ],
        },
      ],
    });

  const eventType = migration
    .createContentType('eventType')
    .name('Event type')
    .description('An event category (corporate, group, school).')
    .displayField('title');
  eventType.createField('title').name('Title').type('Symbol').required(true);
  eventType.createField('slug').name('Slug').type('Symbol').required(true);

  const video = migration
    .createContentType('video')
    .name('Video')
    .description('A video file with an optional poster image.')
    .displayField('title');
  video.createField('title').name('Title').type('Symbol');
  video
    .createField('video')
    .name('Video file')
    .type('Link')
    .linkType('Asset')
    .required(true)
    .validations([{ linkMimetypeGroup: ['video'] }]);
  video
    .createField('image')
    .name('Poster image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  video.createField('captions').name('Captions (WebVTT)').type('Link').linkType('Asset');
  video.changeFieldControl('image', 'builtin', 'assetLinkEditor', {
    helpText: 'The poster shown before the video plays.',
  });
  video.changeFieldControl('captions', 'builtin', 'assetLinkEditor', {
    helpText: 'A WebVTT file; needed for any video with speech.',
  });
}
