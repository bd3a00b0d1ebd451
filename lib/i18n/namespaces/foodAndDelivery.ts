import enFood from '@/messages/en/Food.json';
import esFood from '@/messages/es/Food.json';
import enDelivery from '@/messages/en/Delivery.json';
import esDelivery from '@/messages/es/Delivery.json';
import enDeliveryMenu from '@/messages/en/DeliveryMenu.json';
import esDeliveryMenu from '@/messages/es/DeliveryMenu.json';
import enDeliveryPartners from '@/messages/en/DeliveryPartners.json';
import esDeliveryPartners from '@/messages/es/DeliveryPartners.json';

/*
 * The food and delivery blocks' messages, joined to the catalogue by lib/i18n/index.ts. `Food`
 * holds what the server renders (the menus' words, the promotion's eyebrow). The delivery islands
 * bundle their English files whole, so their words are split by who shows them: `Delivery` is the
 * center picker's and its buttons' (both islands draw them), `DeliveryMenu` the menu's center bar,
 * `DeliveryPartners` the partner links'.
 */
export const en = {
  Food: enFood,
  Delivery: enDelivery,
  DeliveryMenu: enDeliveryMenu,
  DeliveryPartners: enDeliveryPartners,
};
export const es = {
  Food: esFood,
  Delivery: esDelivery,
  DeliveryMenu: esDeliveryMenu,
  DeliveryPartners: esDeliveryPartners,
} satisfies typeof en;
