import words from '@/messages/en/PlayAcademyEstimate.json';

/**
 * The Play Academy programme's fixed content: its four labs and its prices
 * (docs/rules/screens-and-routes.md#play-academy-programme-page, docs/rules/limits.md#play-academy-pricing).
 * Prices are business constants, so they live in code with the rules, not in the CMS; the words
 * that go with them are the catalogue's: the `Events` namespace, and `PlayAcademyEstimate` for
 * the words the estimate shows too (the labs' names, the Scholarship Pack).
 */

/** The programme's name, the same in every language. */
export const PROGRAMME_NAME = 'Play Academy';

export type LabId = 'bowling' | 'arcade' | 'laser-tag' | 'pizza';

export interface LabCard {
  /** How estimates and enquiries name the lab: a short id and its name in plain words. */
  id: LabId;
  /** The English name; the estimate shows it in the page's language through `say`. */
  name: string;
  /** The pizza lab costs more per person (PIZZA_LAB_EXTRA). */
  pizza?: boolean;
  /** The lab's picture; what it shows, the heading and the text are in ProgrammeLabs. */
  image: { src: string; width: number; height: number };
}

const labImage = (file: string) => ({ src: `/cms-assets/${file}`, width: 600, height: 400 });

export const LAB_CARDS: readonly LabCard[] = [
  { id: 'bowling', name: words.bowlingLab, image: labImage('lab-bowl-like-a-boss.svg') },
  { id: 'arcade', name: words.arcadeLab, image: labImage('lab-up-your-game.svg') },
  { id: 'laser-tag', name: words.laserTagLab, image: labImage('lab-bouncing-beams.svg') },
  {
    id: 'pizza',
    name: words.pizzaLab,
    pizza: true,
    image: labImage('lab-fair-piece-of-pie.svg'),
  },
];

export type AddOnId = 'timeCards' | 'hiFiveCards' | 'kidsMenu' | 'mealTicket';

/**
 * The pricing panel's figures (docs/rules/content-and-data.md#pricing-column); its words are in
 * ProgrammePricing.
 */
export interface PricingColumn {
  /** The price per person by the number of labs booked: the first row is 1 lab. */
  lab_pricing_breakdown: readonly { labs: number; price: number }[];
  /** The Scholarship Pack: its price per person and the value of the game card it includes. */
  info: { pricing: number; gameCard: number };
  /** What a group can buy with its labs, each at a price per person. */
  addons: readonly { id: AddOnId; price: number }[];
}

export const MINIMUM_GUESTS = 10;
export const PIZZA_LAB_EXTRA = 1.99;
/** Per facilitated lab hour, for the whole group: one facilitator leads up to 30 students. */
export const FACILITATOR_FEE = 40;

export const PRICING: PricingColumn = {
  lab_pricing_breakdown: [
    { labs: 1, price: 12.99 },
    { labs: 2, price: 16.99 },
    { labs: 3, price: 20.99 },
    { labs: 4, price: 23.99 },
  ],
  info: { pricing: 25.99, gameCard: 10 },
  addons: [
    { id: 'timeCards', price: 7.99 },
    { id: 'hiFiveCards', price: 5 },
    { id: 'kidsMenu', price: 8.99 },
    { id: 'mealTicket', price: 6.99 },
  ],
};

/** The sponsors' logos, named by the organisations' own names. */
export const SPONSORS = [
  {
    src: '/cms-assets/sponsor-stem-forward.svg',
    alt: 'STEM Forward Foundation',
    width: 320,
    height: 120,
  },
  {
    src: '/cms-assets/sponsor-bright-minds.svg',
    alt: 'Bright Minds Learning Co.',
    width: 320,
    height: 120,
  },
] as const;

/** The programme's animations: files of the embedded content that editors can replace. */
export const ANIMATIONS = {
  hero: {
    src: '/cms-assets/play-academy-hero.json',
    still: { src: '/cms-assets/play-academy-hero-still.webp', alt: '', width: 1280, height: 720 },
  },
  orbitLeft: '/cms-assets/play-academy-orbit-left.json',
  orbitRight: '/cms-assets/play-academy-orbit-right.json',
} as const;

export const PLAY_ACADEMY_SLUG = 'play-academy';
