import { formatPrice } from '@/lib/format';

/**
 * The Play Academy programme's fixed content: its four labs and its prices
 * (docs/rules/screens-and-routes.md#play-academy-programme-page, docs/rules/limits.md#play-academy-pricing).
 * Prices are business constants, so they live in code with the rules, not in the CMS.
 */

export interface LabCard {
  /** How estimates and enquiries name the lab: a short id and its name in plain words. */
  id: string;
  name: string;
  /** The pizza lab costs more per person (PIZZA_LAB_EXTRA). */
  pizza?: boolean;
  image: { src: string; alt: string; width: number; height: number };
  /** HTML, sanitised when rendered. */
  heading: string;
  /** HTML, sanitised when rendered. */
  text: string;
}

const labImage = (file: string, alt: string) => ({
  src: `/cms-assets/${file}`,
  alt,
  width: 600,
  height: 400,
});

export const LAB_CARDS: readonly LabCard[] = [
  {
    id: 'bowling',
    name: 'Bowl Like a Boss',
    image: labImage(
      'lab-bowl-like-a-boss.svg',
      'A bowling ball, pins and a clipboard with a graph',
    ),
    heading: 'How to <strong>Bowl Like a Boss</strong>',
    text: '<p>Students use the <strong>scientific method</strong> on the lanes: they choose the <em>variables</em> of a throw, make <em>hypotheses</em> and record their results to find the perfect roll.</p>',
  },
  {
    id: 'arcade',
    name: 'Up Your Game With Science',
    image: labImage('lab-up-your-game.svg', 'An arcade game beside a Newton’s cradle and dice'),
    heading: 'How to <strong>Up Your Game With Science</strong>',
    text: '<p>Arcade games become experiments in <strong>Newton’s 1st Law</strong>, <em>variables</em> and <em>probability</em>: students predict, play, measure and beat their own score.</p>',
  },
  {
    id: 'laser-tag',
    name: 'Blast Your Friends With Bouncing Beams',
    image: labImage('lab-bouncing-beams.svg', 'Laser tag beams bending through a prism'),
    heading: 'How to <strong>Blast Your Friends With Bouncing Beams</strong>',
    text: '<p>In the laser tag arena students discover <strong>light refraction</strong>: how beams bend, bounce and split, and how to use it to win the game.</p>',
  },
  {
    id: 'pizza',
    name: 'Get a Fair Piece of the Pie',
    pizza: true,
    image: labImage(
      'lab-fair-piece-of-pie.svg',
      'A pizza cut into fractions with percentage labels',
    ),
    heading: 'How to <strong>Get a Fair Piece of the Pie</strong>',
    text: '<p>Pizza makes <strong>percentages and fractions</strong> delicious: students slice, share and calculate until everyone gets a fair piece.</p>',
  },
];

/** An add-on a group can buy with its labs: what it is, and its price per person. */
export interface AddOn {
  name: string;
  what: string;
  price: number;
}

/** A pricing column (docs/rules/content-and-data.md#pricing-column). */
export interface PricingColumn {
  heading: string;
  lab_pricing_breakdown: readonly { name: string; price: number }[];
  text: string;
  legal: string;
  /** What the facilitator fee the prices exclude is. */
  facilitatorFee: string;
  info: { heading: string; pricing: number; text: string; includes: readonly string[] };
  addons: { heading: string; items: readonly AddOn[] };
}

export const MINIMUM_GUESTS = 10;
export const PIZZA_LAB_EXTRA = 1.99;
/** Per facilitated lab hour, for the whole group: one facilitator leads up to 30 students. */
export const FACILITATOR_FEE = 40;

export const PRICING: PricingColumn = {
  heading: 'Play Academy Pricing',
  lab_pricing_breakdown: [
    { name: '1 Lab', price: 12.99 },
    { name: '2 Labs', price: 16.99 },
    { name: '3 Labs', price: 20.99 },
    { name: '4 Labs', price: 23.99 },
  ],
  text: `Each lab lasts 1 hour with a facilitator. Minimum ${MINIMUM_GUESTS} guests. The pizza lab is an extra ${formatPrice(PIZZA_LAB_EXTRA)} per person.`,
  legal: 'Prices exclude tax and the facilitator fee.',
  facilitatorFee: `The facilitator fee is ${formatPrice(FACILITATOR_FEE)} per lab hour for the whole group; one facilitator leads up to 30 students.`,
  info: {
    heading: 'Scholarship Pack',
    pricing: 25.99,
    text: 'Everything for a day of learning and play:',
    includes: [
      '2 activity labs (bowling, laser tag, games or pizza)',
      '2-hour all-you-can-play access pass',
      `${formatPrice(10)} game card`,
    ],
  },
  addons: {
    heading: 'Add-ons',
    items: [
      { name: 'Time Cards', what: '30 minutes of unlimited arcade play', price: 7.99 },
      { name: 'Hi-5 Cards', what: 'A game card with 50 points to play or win prizes', price: 5 },
      { name: "Kid's Menu", what: 'Chicken tenders or pizza, a side and a juice', price: 8.99 },
      {
        name: 'Meal Ticket',
        what: 'Two pizza slices and a soft drink, for teachers too',
        price: 6.99,
      },
    ],
  },
};

export const LEGAL_TEXT =
  'Valid at participating locations only. Weekdays only, excluding blackout dates and holidays. ' +
  'A minimum 5-day notice is required for booking and cancellation. Deposit required. ' +
  `Minimum ${MINIMUM_GUESTS} guests per package. Additional restrictions apply.`;

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

/** The hero's visible title, and the words of the three panels along the bottom of its art. */
export const HERO_TITLE = { eyebrow: 'Science labs for schools', heading: 'Play Academy' };
export const HERO_PANELS = ['Predict', 'Play', 'Prove'] as const;

export const PROGRAMME_HEADING = 'Book as many Labs as you Want. Book them all for a Deal!';
export const PARTNERSHIP_LINE = 'In Partnership With:';
export const PLAY_ACADEMY_SLUG = 'play-academy';
