import { formatCents, toCents } from '@/lib/format';
import { fill, sayer, type Say } from '@/lib/i18n/say';
import words from '@/messages/en/GroupEstimate.json';

/*
 * The group estimate of an events page: a food package and a bar package for every guest, and
 * add-ons, for a guest count, from the event menu's own prices, in whole cents (the same shape as
 * the Play Academy estimate, docs/decisions/0033-estimates.md). Browser-safe: the island calls it
 * as the organiser chooses.
 */

/** A package as the estimate needs it: plain data the page hands the island. */
export interface PricedPackage {
  id: string;
  title: string;
  price: number;
  /** 'per guest', 'per guest per 2 hours', 'per ticket', 'per hour'… as the menu prints it. */
  priceUnit?: string;
  minimumGuests?: number;
}

/** A bigger group is planned with the events team, not priced by the page. */
export const MAX_GUESTS = 500;

/**
 * Whether a package is priced for every guest or by the piece (tickets, buckets, hours, cakes):
 * a price 'per guest' or 'per person' ('por invitado', 'por persona' in Spanish) is every
 * guest's, 'per guest of honor' ('por festejado') is one person's.
 */
export function pricedPerGuest(pkg: Pick<PricedPackage, 'priceUnit'>): boolean {
  return /^(per (guest|person)\b(?! of hono)|por (invitado|persona)\b)/i.test(
    (pkg.priceUnit ?? '').trim(),
  );
}

export interface GroupChoice {
  guests: string;
  food?: string;
  bar?: string;
  /** Add-ons by id: how many of a by-the-piece add-on, any positive number for a per-guest one. */
  addOns: Record<string, number>;
}

export interface GroupEstimateLine {
  title: string;
  cents: number;
}

export type GroupEstimateAnswer =
  | {
      ok: true;
      guests: number;
      lines: GroupEstimateLine[];
      totalCents: number;
      perGuestCents: number;
    }
  | { ok: false; problems: string[] };

/** What keeps the choices from being an estimate, in English: the island shows them through `say`. */
export const GROUP_ESTIMATE_MESSAGES = {
  guests: fill(words.guestsProblem, { max: MAX_GUESTS }),
  nothing: words.nothingChosen,
  minimum: (pkg: PricedPackage) =>
    fill(words.belowMinimum, { title: pkg.title, count: String(pkg.minimumGuests) }),
} as const;

/** The estimate for what the organiser chose from `packages`, or what keeps it from being one. */
export function groupEstimate(
  choice: GroupChoice,
  packages: {
    food: readonly PricedPackage[];
    bar: readonly PricedPackage[];
    addOns: readonly PricedPackage[];
  },
): GroupEstimateAnswer {
  const typed = choice.guests.trim();
  const guests = /^\d{1,4}$/.test(typed) ? Number(typed) : 0;
  if (guests < 1 || guests > MAX_GUESTS)
    return { ok: false, problems: [GROUP_ESTIMATE_MESSAGES.guests] };
  const chosen = [
    ...[...packages.food, ...packages.bar]
      .filter((pkg) => pkg.id === choice.food || pkg.id === choice.bar)
      .map((pkg) => ({ pkg, count: pricedPerGuest(pkg) ? guests : 1 })),
    ...packages.addOns.flatMap((pkg) => {
      const wanted = Math.floor(choice.addOns[pkg.id] ?? 0);
      if (wanted < 1) return [];
      return [{ pkg, count: pricedPerGuest(pkg) ? guests : Math.min(wanted, 99) }];
    }),
  ];
  if (chosen.length === 0) return { ok: false, problems: [GROUP_ESTIMATE_MESSAGES.nothing] };
  const short = chosen.filter(
    ({ pkg }) => pkg.minimumGuests !== undefined && guests < pkg.minimumGuests,
  );
  if (short.length > 0) {
    return { ok: false, problems: short.map(({ pkg }) => GROUP_ESTIMATE_MESSAGES.minimum(pkg)) };
  }
  const lines = chosen.map(({ pkg, count }) => ({
    title: count === 1 ? pkg.title : `${pkg.title} × ${count}`,
    cents: toCents(pkg.price) * count,
  }));
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  return { ok: true, guests, lines, totalCents, perGuestCents: Math.round(totalCents / guests) };
}

/**
 * The estimate as the enquiry's Additional Info carries it to the events team, in the words of
 * the page the organiser asked on (English unless `say` is given).
 */
export function groupEstimateSummary(
  answer: Extract<GroupEstimateAnswer, { ok: true }>,
  say: Say = sayer([]),
): string {
  return fill(say(words.summary), {
    guests: answer.guests,
    lines: answer.lines.map((line) => `${line.title} ${formatCents(line.cents)}`).join('; '),
    perGuest: formatCents(answer.perGuestCents),
    total: formatCents(answer.totalCents),
  });
}
