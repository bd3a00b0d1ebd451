import { screen, within } from '@testing-library/react';
import { foodMenuBlock } from '@/blocks/food-menu';
import { refusal as refusalOf, renderBlock } from '@/tests/support/blocks';
import { desserts, drinks, pdf, starters } from './menuEntries';

/** A food menu's fields: three categories and both PDFs. */
export const menu = {
  heading: 'Our Menu',
  intro: 'Menus and prices vary by location.',
  categories: [starters, drinks, desserts],
  nutritionPdf: pdf('nutrition-guide.pdf', 5 * 1024),
  allergenPdf: pdf('allergen-guide.pdf', 6400),
};

/** Renders the fields the way a page does: through the block's definition. */
export const renderMenu = (fields: Record<string, unknown>) => renderBlock(foodMenuBlock, fields);

/** Why the block refuses these fields; undefined when it takes them. */
export const refusal = (fields: Record<string, unknown>) => refusalOf(foodMenuBlock, fields);

/** The text of every heading of this level, in order. */
export const headings = (level: number, container: HTMLElement = document.body) =>
  within(container)
    .queryAllByRole('heading', { level })
    .map((heading) => heading.textContent);

/** The list item that shows the item of this name. */
export const card = (name: string) => {
  const item = screen.getByText(name, { selector: 'h5, h6, p' }).closest('li');
  if (!item) throw new Error(`no item ${name}`);
  return item;
};
