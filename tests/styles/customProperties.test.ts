import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, projectFiles } from '@/tests/support/projectFiles';

/*
 * A custom property that is used but never set makes the whole declaration invalid: a margin
 * written with a mistyped spacing token is silently no margin at all. Every `var(--x)` without a
 * fallback in the style sheets must name a property set somewhere: in a style sheet, or by a
 * component (an inline style or next/font's `variable`).
 */

const files = ['app', 'blocks', 'components', 'forms', 'screens'].flatMap((folder) =>
  projectFiles(folder, /\.(css|tsx?)$/),
);

it('uses only custom properties that are set somewhere', () => {
  const defined = new Set<string>();
  const used = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
    for (const [, name] of text.matchAll(/(--[\w-]+)\s*:/g)) defined.add(name!);
    for (const [, name] of text.matchAll(/['"`](--[\w-]+)['"`]/g)) defined.add(name!);
    if (!file.endsWith('.css')) continue;
    for (const [, name] of text.matchAll(/var\((--[\w-]+)\s*\)/g)) {
      used.set(name!, file);
    }
  }
  const unset = [...used]
    .filter(([name]) => !defined.has(name))
    .map(([name, file]) => `${name} (${file})`);
  expect(unset).toEqual([]);
});
