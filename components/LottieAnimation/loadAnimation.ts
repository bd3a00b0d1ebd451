import type { LottieLight } from 'lottie-react';

type Player = typeof LottieLight;

/**
 * The moment the page is interactive (window load, then an idle period). perf/weight.mjs stops
 * counting a page's first-load JS at this mark: what loads after it is not first-load code.
 */
export const INTERACTIVE_MARK = 'site:interactive';

/** Fetches the JSON and the engine; anything that goes wrong answers null. */
export async function loadAnimation(
  src: string,
  signal: AbortSignal,
): Promise<{ Player: Player; data: object } | null> {
  try {
    const response = await fetch(src, { signal });
    if (!response.ok) return null;
    const data: unknown = await response.json();
    if (!isAnimation(data)) return null;
    const { LottieLight } = await import('./lottieLight');
    return { Player: LottieLight, data };
  } catch {
    return null;
  }
}

/** The least a bodymovin file has: frame rate, in and out points, size, layers. */
export function isAnimation(data: unknown): data is object {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const fields = data as Record<string, unknown>;
  const finite = (key: string) =>
    typeof fields[key] === 'number' && Number.isFinite(fields[key] as number);
  return (
    ['fr', 'ip', 'op', 'w', 'h'].every(finite) &&
    (fields.fr as number) > 0 &&
    (fields.op as number) > (fields.ip as number) &&
    (fields.w as number) > 0 &&
    (fields.h as number) > 0 &&
    Array.isArray(fields.layers)
  );
}

export function markInteractive() {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(INTERACTIVE_MARK, 'mark').length === 0) {
    performance.mark(INTERACTIVE_MARK);
  }
}
