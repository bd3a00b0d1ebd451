/**
 * A `tel:` link for a US phone number as written on the site, e.g. '(480) 555-0142' becomes
 * 'tel:+14805550142', so phones dial it the same way from any country.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return `tel:+1${digits}`;
}
