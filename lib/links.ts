/**
 * Browsers read a backslash as a slash and drop tabs and newlines inside addresses, so
 * '/\evil.example' would leave the site. Such addresses are never treated as links.
 */
const ADDRESS_TRICKS = /[\\\u0000-\u001f\u007f]/;

const SAFE_SCHEMES = /^(https?:|mailto:|tel:|\/|#)/i;

/** Only web, mail, phone and site-relative addresses become links; editors can type anything. */
export function isSafeHref(uri: unknown): uri is string {
  if (typeof uri !== 'string') return false;
  const href = uri.trim();
  return SAFE_SCHEMES.test(href) && !href.startsWith('//') && !ADDRESS_TRICKS.test(href);
}

/** Site paths go through the client router; anything else (other sites, mail, phone) is a plain link. */
export function isInternalHref(href: string): boolean {
  if (ADDRESS_TRICKS.test(href)) return false;
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}
