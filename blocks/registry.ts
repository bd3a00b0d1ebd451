import { appDownloadBlock } from './app-download';
import { appFeaturesBlock } from './app-features';
import { articleCardsBlock } from './article-cards';
import { birthdayPackageSliderBlock } from './birthday-package-slider';
import { bookSelectorBlock } from './book-selector';
import { calloutBlock } from './callout';
import { cardSectionBlock } from './card-section';
import { cardSliderBlock } from './card-slider';
import { careersBenefitsBlock } from './careers-benefits';
import { careersCalloutBlock } from './careers-callout';
import { careersCultureBlock } from './careers-culture';
import { careersGrowthSliderBlock } from './careers-growth-slider';
import { careersMissionBlock } from './careers-mission';
import { careersOpeningsBlock } from './careers-openings';
import { careersPerksBlock } from './careers-perks';
import { centerFinderBlock } from './center-finder';
import { comingSoonBlock } from './coming-soon';
import { countdownBlock } from './countdown';
import { curbsideDeliveryBlock } from './curbside-delivery';
import { deliveryMenuBlock } from './delivery-menu';
import { disclaimerBlock } from './disclaimer';
import { enquiryFormBlock } from './enquiry-form';
import { eventMenuBlock } from './event-menu';
import { eventPackagesFilterBlock } from './event-packages-filter';
import { eventSubcategoriesBlock } from './event-subcategories';
import { experienceSliderBlock } from './experience-slider';
import { faqAccordionBlock } from './faq-accordion';
import { featureSliderBlock } from './feature-slider';
import { feedbackCarouselBlock } from './feedback-carousel';
import { foodAndFunBlock } from './food-and-fun';
import { foodMenuBlock } from './food-menu';
import { centerContactsBlock } from './center-contacts';
import { giftCardBalanceBlock } from './gift-card-balance';
import { headingBlock } from './heading';
import { heroBlock } from './hero';
import { imageBannerBlock } from './image-banner';
import { imageWithTextBlock } from './image-with-text';
import { includedExperiencesBlock } from './included-experiences';
import { infoCardsBlock } from './info-cards';
import { linksSectionBlock } from './links-section';
import { lostPinsHeroBlock } from './lost-pins-hero';
import { newCenterEventsBlock } from './new-center-events';
import { offerCardsBlock } from './offer-cards';
import { optionalAddOnsBlock } from './optional-add-ons';
import { packageComparisonBlock } from './package-comparison';
import { packageListBlock } from './package-list';
import { photoCardsBlock } from './photo-cards';
import { priceListBlock } from './price-list';
import { playSmartPlaySafeBlock } from './play-smart-play-safe';
import { promotionalVideoBlock } from './promotional-video';
import { safetyBlocksBlock } from './safety-blocks';
import { seasonPassHeroBlock } from './season-pass-hero';
import { sitemapLinksBlock } from './sitemap-links';
import { specialBannerBlock } from './special-banner';
import { specialsBlock } from './specials';
import { tabbedFoodMenuBlock } from './tabbed-food-menu';
import { teaserBlock } from './teaser';
import { testimonialsBlock } from './testimonials';
import { textColumnsBlock } from './text-columns';
import { tourTravelFormBlock } from './tour-travel-form';
import { tripleColumnBlock } from './triple-column';
import { videoSliderBlock } from './video-slider';
import type { BlockDefinition } from './defineBlock';

/** Every CMS section type the site can render, keyed by its content type id. */
export const registry = {
  hero: heroBlock,
  heading: headingBlock,
  textColumns: textColumnsBlock,
  imageWithText: imageWithTextBlock,
  tripleColumn: tripleColumnBlock,
  cardSection: cardSectionBlock,
  teaser: teaserBlock,
  imageBanner: imageBannerBlock,
  disclaimer: disclaimerBlock,
  linksSection: linksSectionBlock,
  sitemapLinks: sitemapLinksBlock,
  faqAccordion: faqAccordionBlock,
  seasonPassHero: seasonPassHeroBlock,
  enquiryForm: enquiryFormBlock,
  tourTravelForm: tourTravelFormBlock,
  offerCards: offerCardsBlock,
  bookSelector: bookSelectorBlock,
  centerFinder: centerFinderBlock,
  packageList: packageListBlock,
  packageComparison: packageComparisonBlock,
  birthdayPackageSlider: birthdayPackageSliderBlock,
  cardSlider: cardSliderBlock,
  infoCards: infoCardsBlock,
  eventMenu: eventMenuBlock,
  eventPackagesFilter: eventPackagesFilterBlock,
  includedExperiences: includedExperiencesBlock,
  optionalAddOns: optionalAddOnsBlock,
  specialBanner: specialBannerBlock,
  eventSubcategories: eventSubcategoriesBlock,
  newCenterEvents: newCenterEventsBlock,
  foodMenu: foodMenuBlock,
  tabbedFoodMenu: tabbedFoodMenuBlock,
  deliveryMenu: deliveryMenuBlock,
  curbsideDelivery: curbsideDeliveryBlock,
  foodAndFun: foodAndFunBlock,
  articleCards: articleCardsBlock,
  featureSlider: featureSliderBlock,
  experienceSlider: experienceSliderBlock,
  careersCallout: careersCalloutBlock,
  careersOpenings: careersOpeningsBlock,
  careersCulture: careersCultureBlock,
  careersMission: careersMissionBlock,
  careersBenefits: careersBenefitsBlock,
  careersPerks: careersPerksBlock,
  careersGrowthSlider: careersGrowthSliderBlock,
  feedbackCarousel: feedbackCarouselBlock,
  testimonials: testimonialsBlock,
  promotionalVideo: promotionalVideoBlock,
  videoSlider: videoSliderBlock,
  photoCards: photoCardsBlock,
  specials: specialsBlock,
  callout: calloutBlock,
  lostPinsHero: lostPinsHeroBlock,
  countdown: countdownBlock,
  comingSoon: comingSoonBlock,
  playSmartPlaySafe: playSmartPlaySafeBlock,
  safetyBlocks: safetyBlocksBlock,
  appFeatures: appFeaturesBlock,
  appDownload: appDownloadBlock,
  priceList: priceListBlock,
  giftCardBalance: giftCardBalanceBlock,
  centerContacts: centerContactsBlock,
} satisfies Record<string, BlockDefinition>;

export type SectionType = keyof typeof registry;

export function blockFor(contentType: string): BlockDefinition | undefined {
  return Object.hasOwn(registry, contentType) ? registry[contentType as SectionType] : undefined;
}
