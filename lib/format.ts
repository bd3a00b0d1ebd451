/** '$12.99'; whole amounts keep their cents ('$25.00') as docs/rules/limits.md#prices asks. */
export function formatPrice(amount: number): string {
  const [dollars, cents = '00'] = amount.toFixed(2).split('.');
  return `$${Number(dollars).toLocaleString('en-US')}.${cents}`;
}

/**
 * Heading text → a fragment id: lowercase, spaces to hyphens, '&' to 'n'
 * (docs/rules/screens-and-routes.md#package-anchors).
 */
export function anchorFor(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/&/g, 'n')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/**
 * The digits of what was typed, pasted or autofilled ('1234 5678-90' → '1234567890'), at most
 * `length`: a card number's input mask. It replaces a `maxLength`, which would cut a pasted number
 * with spaces before its separators were dropped.
 */
export function digitsOnly(input: string, length: number): string {
  return input.replace(/\D/g, '').slice(0, length);
}

/** A price in dollars as whole cents, where estimates add and multiply without rounding errors. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** 52475 → '$524.75'. */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}

/**
 * A file's size in whole kilobytes, at least 1: a string, so that it is written as it always was,
 * without a thousands separator.
 */
export const kilobytesOf = (bytes: number) => String(Math.max(1, Math.round(bytes / 1024)));
