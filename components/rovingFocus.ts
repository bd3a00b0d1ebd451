/**
 * The index focus moves to in a row of controls that share one Tab stop (the APG's roving focus:
 * accordion headers, tabs): the arrows of the row's direction wrap around, Home and End go to the
 * ends. Undefined for any other key, which the control then leaves to the browser.
 */
export function rovingTarget(
  key: string,
  index: number,
  count: number,
  direction: 'horizontal' | 'vertical',
): number | undefined {
  const last = count - 1;
  const [next, previous] =
    direction === 'horizontal' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowDown', 'ArrowUp'];
  if (key === next) return index === last ? 0 : index + 1;
  if (key === previous) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}
