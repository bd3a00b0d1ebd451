import { describe, expect, it } from 'vitest';
import { blockFor } from '@/blocks/registry';

/**
 * Every section type the content-block rules name (docs/rules/screens-and-routes.md#content-blocks),
 * with the content type id editors pick it by. A type listed here without a block would render
 * the default block, i.e. nothing, on a guest's page.
 */
const SECTION_TYPES_OF_THE_RULES: Record<string, string[]> = {
  'Events and packages': [
    'eventMenu',
    'includedExperiences',
    'optionalAddOns',
    'specialBanner',
    'eventPackagesFilter',
    'packageList',
    'birthdayPackageSlider',
    'eventSubcategories',
    'specials',
    'photoCards',
  ],
  'Information and navigation': [
    'infoCards',
    'linksSection',
    'heading',
    'sitemapLinks',
    'appFeatures',
    'appDownload',
    'safetyBlocks',
    'playSmartPlaySafe',
    'textColumns',
    'imageWithText',
    'disclaimer',
    'promotionalVideo',
    'faqAccordion',
    'cardSection',
    'teaser',
    'tripleColumn',
    'imageBanner',
    'callout',
  ],
  'Food and delivery': [
    'curbsideDelivery',
    'foodAndFun',
    'deliveryMenu',
    'foodMenu',
    'tabbedFoodMenu',
  ],
  Testimonials: ['feedbackCarousel', 'testimonials'],
  'Openings and promotions': [
    'countdown',
    'comingSoon',
    'newCenterEvents',
    'hero',
    'lostPinsHero',
    'seasonPassHero',
  ],
  Careers: [
    'careersCallout',
    'careersOpenings',
    'careersCulture',
    'careersMission',
    'careersBenefits',
    'careersPerks',
    'careersGrowthSlider',
  ],
  Sliders: ['cardSlider', 'videoSlider', 'featureSlider', 'experienceSlider'],
};

describe('the block library', () => {
  describe.each(Object.entries(SECTION_TYPES_OF_THE_RULES))('%s', (_group, types) => {
    it.each(types)('has a block for %s', (type) => {
      expect(blockFor(type)).toBeDefined();
    });
  });
});
