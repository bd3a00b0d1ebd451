/** The header's links and menus: plain data, shared by the server header and its client menus. */

export interface HeaderLink {
  label: string;
  href: string;
}

/** A titled group of links, opened from the header. */
export interface HeaderMenu {
  title: string;
  links: HeaderLink[];
}

export type HeaderItem = HeaderLink | HeaderMenu;

export const isMenu = (item: HeaderItem): item is HeaderMenu => 'links' in item;

const toLink = ({ label, href }: HeaderLink): HeaderLink => ({ label, href });

/**
 * The header's items with nothing but what the header shows: every page's payload carries them to
 * the menus, so a link's description or an entry's id would travel for nothing.
 */
export function headerItems(items: readonly HeaderItem[]): HeaderItem[] {
  return items.map((item) =>
    isMenu(item) ? { title: item.title, links: item.links.map(toLink) } : toLink(item),
  );
}
