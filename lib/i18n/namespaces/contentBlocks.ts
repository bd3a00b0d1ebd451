import enBlocks from '@/messages/en/Blocks.json';
import esBlocks from '@/messages/es/Blocks.json';
import enCareers from '@/messages/en/Careers.json';
import enConsent from '@/messages/en/Consent.json';
import esConsent from '@/messages/es/Consent.json';
import esCareers from '@/messages/es/Careers.json';
import enCountdownClock from '@/messages/en/CountdownClock.json';
import esCountdownClock from '@/messages/es/CountdownClock.json';
import enGiftCard from '@/messages/en/GiftCard.json';
import esGiftCard from '@/messages/es/GiftCard.json';
import enSlider from '@/messages/en/Slider.json';
import esSlider from '@/messages/es/Slider.json';
import enVideo from '@/messages/en/Video.json';
import esVideo from '@/messages/es/Video.json';

/*
 * Namespaces registered here join the catalogue (lib/i18n/index.ts): for each, import its English
 * and Spanish files (messages/en|es/<Namespace>.json) and list it in both objects.
 *
 * `Blocks` holds what the server writes in the content blocks; the others are what one island
 * shows, each in a file of its own so that an island bundles no English it does not show (the
 * slider's controls are on most pages).
 */
export const en = {
  Blocks: enBlocks,
  Careers: enCareers,
  Consent: enConsent,
  CountdownClock: enCountdownClock,
  GiftCard: enGiftCard,
  Slider: enSlider,
  Video: enVideo,
};
export const es = {
  Blocks: esBlocks,
  Careers: esCareers,
  Consent: esConsent,
  CountdownClock: esCountdownClock,
  GiftCard: esGiftCard,
  Slider: esSlider,
  Video: esVideo,
} satisfies typeof en;
