/** Site paths go through the client router; anything else (other sites, mail, phone) is a plain link. */
export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}
