import { z } from 'zod';
import { attractionRules } from '@/lib/attractionRules';
import { optionalEntry, optionalText, picture, richText } from '@/lib/cms/fields';
import { anchorFor } from '@/lib/format';

export const PACKAGE_CONTENT_TYPE = 'package';
export const PACKAGE_KINDS = ['birthday', 'virtual'] as const;

/**
 * A birthday or virtual package (docs/rules/content-and-data.md#birthday-and-virtual-packages).
 * `kind` tells the two lists apart; the anchor comes from the title
 * (docs/rules/screens-and-routes.md#package-anchors) so that links such as
 * /book/birthday/#teen-all-access keep working when editors reorder packages.
 */
export const packageEntry = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal(PACKAGE_CONTENT_TYPE) }),
    fields: z.object({
      title: z.string().trim().min(1),
      kind: z.enum(PACKAGE_KINDS),
      price: z.number().nonnegative(),
      ages: optionalText,
      description: z.string().trim().min(1),
      attractions: attractionRules,
      includes: richText.optional(),
      imageDesktop: optionalEntry(picture),
      imageMobile: optionalEntry(picture),
    }),
  })
  .transform(({ sys, fields }) => ({ id: sys.id, anchor: anchorFor(fields.title), ...fields }));

export type Package = z.output<typeof packageEntry>;

const TEEN_PACKAGE = 'teen all access';

/** Packages need 10 guests, Teen All Access 6 (docs/rules/validation.md#package-guest-minimums). */
export function minimumGuestsFor(pkg: Pick<Package, 'title'>): number {
  return pkg.title.trim().toLowerCase() === TEEN_PACKAGE ? 6 : 10;
}

/**
 * The badge a package's card wears, as the catalogue's `Packages` key: 'Best Value!' on the
 * package bearing the company's name, 'New!' on All You Can Play (docs/rules/limits.md#badges).
 */
export function packageBadge(
  pkg: Pick<Package, 'title'>,
  companyName: string,
): 'bestValue' | 'newPackage' | undefined {
  const title = pkg.title.toLowerCase();
  if (title.includes(companyName.toLowerCase())) return 'bestValue';
  if (title === 'all you can play birthday') return 'newPackage';
  return undefined;
}

/** 'All You Can Play Birthday' is booked through a center, so its card links to Find a Location. */
export function packageLinksToLocations(pkg: Pick<Package, 'title'>): boolean {
  return pkg.title.trim().toLowerCase() === 'all you can play birthday';
}

/** A birthday package as the booking step offers it and the booking mail names it: plain data. */
export interface BirthdayPackageOption {
  anchor: string;
  title: string;
  price: number;
  minimumGuests: number;
  /** What the package includes, a line each (its `includes` list, as plain text). */
  includes: string[];
}

interface RichTextNode {
  nodeType: string;
  value?: string;
  content?: RichTextNode[];
}

const textOf = (node: RichTextNode): string =>
  node.nodeType === 'text' ? (node.value ?? '') : (node.content ?? []).map(textOf).join('');

/** The items of a rich-text list (or its paragraphs), each as one line of plain text. */
export function includedLines(document: Package['includes']): string[] {
  const blocks = ((document as RichTextNode | undefined)?.content ?? []).flatMap((block) =>
    block.nodeType.endsWith('-list') ? (block.content ?? []) : [block],
  );
  return blocks.map((block) => textOf(block).trim()).filter(Boolean);
}

/**
 * The birthday packages among the CMS's package entries, for the booking step and the check of
 * its mail; `skipped` hears of each entry that is not a valid package.
 */
export function birthdayPackageOptions(
  entries: readonly { sys: { id: string } }[],
  skipped: (id: string) => void = () => {},
): BirthdayPackageOption[] {
  return entries.flatMap((entry) => {
    const parsed = packageEntry.safeParse(entry);
    if (!parsed.success) {
      skipped(entry.sys.id);
      return [];
    }
    const pkg = parsed.data;
    return pkg.kind === 'birthday'
      ? [
          {
            anchor: pkg.anchor,
            title: pkg.title,
            price: pkg.price,
            minimumGuests: minimumGuestsFor(pkg),
            includes: includedLines(pkg.includes),
          },
        ]
      : [];
  });
}
