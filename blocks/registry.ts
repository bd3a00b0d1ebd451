import { BirthdayPackageSlider } from './birthday-package-slider/BirthdayPackageSlider';
import { birthdayPackageSliderSchema } from './birthday-package-slider/schema';
import { BookSelector } from './book-selector/BookSelector';
import { bookSelectorSchema } from './book-selector/schema';
import { CardSection } from './card-section/CardSection';
import { cardSectionSchema } from './card-section/schema';
import { CardSlider } from './card-slider/CardSlider';
import { cardSliderSchema } from './card-slider/schema';
import { CenterFinder } from './center-finder/CenterFinder';
import { centerFinderSchema } from './center-finder/schema';
import { defineBlock, type BlockDefinition } from './defineBlock';
import { Disclaimer } from './disclaimer/Disclaimer';
import { disclaimerSchema } from './disclaimer/schema';
import { EnquiryForm } from './enquiry-form/EnquiryForm';
import { enquiryFormSchema } from './enquiry-form/schema';
import { FaqAccordion } from './faq-accordion/FaqAccordion';
import { faqAccordionSchema } from './faq-accordion/schema';
import { Heading } from './heading/Heading';
import { headingSchema } from './heading/schema';
import { Hero } from './hero/Hero';
import { heroSchema } from './hero/schema';
import { ImageBanner } from './image-banner/ImageBanner';
import { imageBannerSchema } from './image-banner/schema';
import { ImageWithText } from './image-with-text/ImageWithText';
import { imageWithTextSchema } from './image-with-text/schema';
import { LinksSection } from './links-section/LinksSection';
import { linksSectionSchema } from './links-section/schema';
import { PackageList } from './package-list/PackageList';
import { packageListSchema } from './package-list/schema';
import { SeasonPassHero } from './season-pass-hero/SeasonPassHero';
import { seasonPassHeroSchema } from './season-pass-hero/schema';
import { SitemapLinks } from './sitemap-links/SitemapLinks';
import { sitemapLinksSchema } from './sitemap-links/schema';
import { Teaser } from './teaser/Teaser';
import { teaserSchema } from './teaser/schema';
import { TextColumns } from './text-columns/TextColumns';
import { textColumnsSchema } from './text-columns/schema';
import { TourTravelForm } from './tour-travel-form/TourTravelForm';
import { tourTravelFormSchema } from './tour-travel-form/schema';
import { TripleColumn } from './triple-column/TripleColumn';
import { tripleColumnSchema } from './triple-column/schema';

/** Every CMS section type the site can render, keyed by its content type id. */
export const registry = {
  hero: defineBlock(heroSchema, Hero),
  heading: defineBlock(headingSchema, Heading),
  textColumns: defineBlock(textColumnsSchema, TextColumns),
  imageWithText: defineBlock(imageWithTextSchema, ImageWithText),
  tripleColumn: defineBlock(tripleColumnSchema, TripleColumn),
  cardSection: defineBlock(cardSectionSchema, CardSection),
  teaser: defineBlock(teaserSchema, Teaser),
  imageBanner: defineBlock(imageBannerSchema, ImageBanner),
  disclaimer: defineBlock(disclaimerSchema, Disclaimer),
  linksSection: defineBlock(linksSectionSchema, LinksSection),
  sitemapLinks: defineBlock(sitemapLinksSchema, SitemapLinks),
  faqAccordion: defineBlock(faqAccordionSchema, FaqAccordion),
  seasonPassHero: defineBlock(seasonPassHeroSchema, SeasonPassHero),
  enquiryForm: defineBlock(enquiryFormSchema, EnquiryForm),
  tourTravelForm: defineBlock(tourTravelFormSchema, TourTravelForm),
  bookSelector: defineBlock(bookSelectorSchema, BookSelector),
  centerFinder: defineBlock(centerFinderSchema, CenterFinder),
  packageList: defineBlock(packageListSchema, PackageList),
  birthdayPackageSlider: defineBlock(birthdayPackageSliderSchema, BirthdayPackageSlider),
  cardSlider: defineBlock(cardSliderSchema, CardSlider),
} satisfies Record<string, BlockDefinition>;

export type SectionType = keyof typeof registry;

export function blockFor(contentType: string): BlockDefinition | undefined {
  return Object.hasOwn(registry, contentType) ? registry[contentType as SectionType] : undefined;
}
