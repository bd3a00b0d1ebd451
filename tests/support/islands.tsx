import type { ComponentType } from 'react';

/*
 * next/dynamic for component tests. Each island starts loading when the module that declares it
 * is imported, and `islandsLoaded()` (awaited before every test in tests/setup.ts) waits for all of
 * them, so a test renders islands at once, as a guest sees them once the page has loaded.
 */

type Loaded<Props> = ComponentType<Props> | { default: ComponentType<Props> };

const loading = new Set<Promise<unknown>>();

export function dynamicForTests<Props extends object>(loader: () => Promise<Loaded<Props>>) {
  let Island: ComponentType<Props> | undefined;
  const promise = loader().then((loaded) => {
    Island = 'default' in loaded ? loaded.default : loaded;
  });
  loading.add(promise);
  function Dynamic(props: Props) {
    if (!Island) throw new Error('island rendered before it loaded: await islandsLoaded()');
    return <Island {...props} />;
  }
  return Dynamic;
}

/** Resolves once every island declared so far, and the islands those declare, have loaded. */
export async function islandsLoaded() {
  while (loading.size > 0) {
    const pending = [...loading];
    loading.clear();
    await Promise.all(pending);
  }
}
