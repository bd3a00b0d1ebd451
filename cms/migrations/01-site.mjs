import {
  CENTER_TIME_ZONES,
  REDIRECT_FROM_PATTERN,
  REDIRECT_TARGET_PATTERN,
} from '../enumerations.mjs';
import * as field from '../fields.mjs';
import { BOOKING_SECTIONS, EVENT_SECTIONS, SHARED_SECTIONS } from '../sections.mjs';

/** Every section type a page's children may hold, and a scheduled section may wrap. */
const PAGE_SECTIONS = [
  ...SHARED_SECTIONS,
  'promoTicker',
  'seasonPassHero',
  'enquiryForm',
  'tourTravelForm',
  'offerCards',
  ...BOOKING_SECTIONS,
  'eventPackagesFilter',
  ...EVENT_SECTIONS,
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
  'giftCardBalance',
  'priceList',
  'centerContacts',
];

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
  field.shortText(siteSettings, 'companyName', 'Company name', { required: true });
  field.shortText(siteSettings, 'tagline', 'Tagline');
  field.image(siteSettings, 'logo', 'Logo');
  field.references(siteSettings, 'primaryNavigation', 'Primary navigation', [
    'navigationLink',
    'linkGroup',
  ]);
  field.reference(siteSettings, 'headerCta', 'Header button', ['navigationLink']);
  field.references(siteSettings, 'footerColumns', 'Footer columns', ['linkGroup']);
  field.references(siteSettings, 'legalLinks', 'Legal links', ['navigationLink']);
  field.references(siteSettings, 'socialLinks', 'Social links', ['navigationLink']);
  field.shortText(siteSettings, 'appStoreUrl', 'App Store URL');
  field.shortText(siteSettings, 'googlePlayUrl', 'Google Play URL');
  field.shortText(siteSettings, 'timeZone', 'Time zone', { oneOf: CENTER_TIME_ZONES });
  field.json(siteSettings, 'specialHours', 'Special hours and closures at every center');
  field.helpTexts(siteSettings, {
    primaryNavigation:
      'The header’s links, in order; a link group opens as a menu of its links (every area within two taps).',
    timeZone:
      'The site’s clock (default America/Chicago): a scheduled section’s date without a time starts at its midnight.',
    specialHours:
      'JSON: list of {date, note, open, close} or {date, note, closed: true}, for every center (e.g. Christmas Day closed); a center’s own entry for the same day wins.',
  });

  const navigationLink = migration
    .createContentType('navigationLink')
    .name('Navigation link')
    .description('A labelled link to a site path or another site.')
    .displayField('label');
  field.shortText(navigationLink, 'label', 'Label', { required: true });
  field.shortText(navigationLink, 'url', 'URL', {
    required: true,
    pattern: '^(/|https?://|mailto:|tel:|#)',
  });
  field.shortText(navigationLink, 'description', 'Description');

  const linkGroup = migration
    .createContentType('linkGroup')
    .name('Link group')
    .description('A titled list of links (footer column, sitemap group).')
    .displayField('title');
  field.title(linkGroup, { required: true });
  field.references(linkGroup, 'links', 'Links', ['navigationLink'], { required: true });

  const page = migration
    .createContentType('page')
    .name('Page')
    .description('A page of the site; its children are the sections shown top to bottom.')
    .displayField('metaTitle');
  field.shortText(page, 'metaTitle', 'Meta title', { required: true });
  field.longText(page, 'description', 'Description');
  field.shortText(page, 'slug', 'Slug', {
    required: true,
    pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*$',
  });
  field.shortText(page, 'type', 'Type', { required: true, oneOf: ['page', 'event'] });
  field.references(page, 'eventType', 'Event type', ['eventType']);
  field.reference(page, 'linkedVideo', 'Linked video', ['video']);
  field.image(page, 'ogImage', 'Social sharing image');
  field.references(page, 'children', 'Sections', [...PAGE_SECTIONS, 'scheduledSection']);

  const scheduledSection = migration
    .createContentType('scheduledSection')
    .name('Scheduled section')
    .description(
      'Any section of a page with a showing window: guests see it from “Show from” until “Show until” (either may be left open), and the page changes at those moments without a republish. Draft preview always shows it, with its window.',
    )
    .displayField('name');
  field.shortText(scheduledSection, 'name', 'Name (for editors)', { required: true, max: 100 });
  field.reference(scheduledSection, 'section', 'Section', PAGE_SECTIONS, { required: true });
  field.date(scheduledSection, 'showFrom', 'Show from');
  field.date(scheduledSection, 'showUntil', 'Show until');
  field.helpTexts(scheduledSection, {
    showFrom:
      'The first moment guests see the section. A date without a time means midnight on the site’s clock (Site settings, Time zone).',
    showUntil:
      'The first moment guests no longer see it; e.g. 2026-12-01 for an offer that ends with November 30.',
  });

  const redirect = migration
    .createContentType('redirect')
    .name('Redirect')
    .description(
      'A retired address and where it now leads, applied before any page: guests and search engines asking for the old address (in either language) are sent on, for good (permanent, 308) or for now (temporary, 307). A redirect whose address is a live page, that leads to another redirect or back to itself is refused when published, and the site carries on without it.',
    )
    .displayField('from');
  field.shortText(redirect, 'from', 'Retired address', {
    required: true,
    unique: true,
    words: false,
    validations: [
      {
        regexp: { pattern: REDIRECT_FROM_PATTERN },
        message: 'A site path with a slash at each end, e.g. /offers/ (never the home page).',
      },
    ],
  });
  field.shortText(redirect, 'to', 'New address', {
    required: true,
    words: false,
    validations: [
      {
        regexp: { pattern: REDIRECT_TARGET_PATTERN },
        message:
          'A site path with a slash at each end, e.g. /promotions/ or /promotions/#this-weeks-deals, or a full https:// address.',
      },
    ],
  });
  field.boolean(redirect, 'permanent', 'Permanent', {
    required: true,
    defaultValue: { 'en-US': true },
  });
  field.longText(redirect, 'note', 'Note to editors', { max: 500, words: false });
  field.helpTexts(redirect, {
    from: 'The old address, e.g. /offers/. It may not be the address of a live page.',
    to: 'Where guests go now: a site path (the Spanish page follows by itself) or a full https:// address. Never another redirect.',
    permanent:
      'On: moved for good (search engines move the old address’s standing to the new one). Off: for now, e.g. a seasonal page.',
    note: 'Why the address moved, for the next editor. Guests never see it.',
  });

  const eventType = migration
    .createContentType('eventType')
    .name('Event type')
    .description('An event category (corporate, group, school).')
    .displayField('title');
  field.title(eventType, { required: true });
  field.shortText(eventType, 'slug', 'Slug', { required: true });

  const video = migration
    .createContentType('video')
    .name('Video')
    .description('A video file with an optional poster image.')
    .displayField('title');
  field.title(video);
  field.video(video, 'video', 'Video file', { required: true });
  field.image(video, 'image', 'Poster image');
  field.media(video, 'captions', 'Captions (WebVTT)');
  field.helpTexts(video, {
    image: 'The poster shown before the video plays.',
    captions: 'A WebVTT file; needed for any video with speech.',
  });
}
