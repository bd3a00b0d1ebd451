import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { BlockDefinition } from '@/blocks/defineBlock';

/** What a published page hands its blocks. */
const PUBLISHED = PUBLISHED_ENGLISH;

/**
 * Renders a section's fields the way a published page does: through its block's definition. A
 * block that refuses the fields fails the test, saying why.
 */
export function renderBlock(block: BlockDefinition, fields: unknown) {
  const result = block.render(fields, 'section', PUBLISHED);
  if (!result.ok) throw new Error(`block refused the fields: ${result.reason}`);
  return render(result.element);
}

/** Why the block refuses these fields, so that a page leaves the section out; undefined if not. */
export function refusal(block: BlockDefinition, fields: unknown): string | undefined {
  const result = block.render(fields, 'section', PUBLISHED);
  return result.ok ? undefined : result.reason;
}

/** Whether the block refuses these fields. */
export const refuses = (block: BlockDefinition, fields: unknown) =>
  refusal(block, fields) !== undefined;

/** The title (the h3) of each card, in order. */
export const cardTitles = (cards: HTMLElement[]) =>
  cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

/**
 * As `renderBlock`, for a block whose server component is async (it reads more content or the
 * clock): the component is awaited as the server would, and its markup rendered.
 */
export async function renderServerBlock(block: BlockDefinition, fields: unknown) {
  const result = block.render(fields, 'section', PUBLISHED);
  if (!result.ok) throw new Error(`block refused the fields: ${result.reason}`);
  const { type, props } = result.element as ReactElement<object>;
  const component = type as (props: object) => Promise<ReactNode>;
  return render(<>{await component(props)}</>);
}
