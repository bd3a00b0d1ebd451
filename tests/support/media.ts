/**
 * A matchMedia stand-in for jsdom: the viewport width and the reduced-motion preference answer
 * the slider's queries, the way a browser of that width would.
 */
export function mockMedia({
  width = 1440,
  reducedMotion = false,
}: { width?: number; reducedMotion?: boolean } = {}) {
  const matchMedia = (query: string): MediaQueryList => {
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = query.includes('prefers-reduced-motion')
      ? reducedMotion
      : (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
  vi.stubGlobal('matchMedia', matchMedia);
}
