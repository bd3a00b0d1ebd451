import { birthdayPackageSliderBlock } from './birthday-package-slider';
import { bookSelectorBlock } from './book-selector';
import { cardSectionBlock } from './card-section';
import { cardSliderBlock } from './card-slider';
import { centerFinderBlock } from './center-finder';
import { curbsideDeliveryBlock } from './curbside-delivery';
import { deliveryMenuBlock } from './delivery-menu';
import { disclaimerBlock } from './disclaimer';
import { enquiryFormBlock } from './enquiry-form';
import { eventMenuBlock } from './event-menu';
import { eventPackagesFilterBlock } from './event-packages-filter';
import { eventSubcategoriesBlock } from './event-subcategories';
import { faqAccordionBlock } from './faq-accordion';
import { foodAndFunBlock } from './food-and-fun';
import { foodMenuBlock } from './food-menu';
import { headingBlock } from './heading';
import { heroBlock } from './hero';
import { imageBannerBlock } from './image-banner';
import { imageWithTextBlock } from './image-with-text';
import { includedExperiencesBlock } from './included-experiences';
import { infoCardsBlock } from './info-cards';
import { linksSectionBlock } from './links-section';
import { newCenterEventsBlock } from './new-center-events';
import { optionalAddOnsBlock } from './optional-add-ons';
import { packageListBlock } from './package-list';
import { seasonPassHeroBlock } from './season-pass-hero';
import { sitemapLinksBlock } from './sitemap-links';
import { specialBannerBlock } from './special-banner';
import { tabbedFoodMenuBlock } from './tabbed-food-menu';
import { teaserBlock } from './teaser';
import { textColumnsBlock } from './text-columns';
import { tourTravelFormBlock } from './tour-travel-form';
import { tripleColumnBlock } from './triple-column';
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
  bookSelector: bookSelectorBlock,
  centerFinder: centerFinderBlock,
  packageList: packageListBlock,
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
} satisfies Record<string, BlockDefinition>;

export type SectionType = keyof typeof registry;

export function blockFor(contentType: string): BlockDefinition | undefined {
  return Object.hasOwn(registry, contentType) ? registry[contentType as SectionType] : undefined;
}
