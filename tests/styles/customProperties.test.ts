import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * A custom property that is used but never set makes the whole declaration invalid: a margin
 * written with a mistyped spacing token is silently no margin at all. Every `var(--x)` without a
 * fallback in the style sheets must name a property set somewhere: in a style sheet, or by a
 * component (an inline style or next/font's `variable`).
 */

const ROOT = path.resolve(__dirname, '..', '..');
const SOURCE_FOLDERS = ['app', 'blocks', 'components', 'forms', 'screens'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(css|tsx?)$/.test(name) ? [full] : [];
  });
}

const files = SOURCE_FOLDERS.flatMap((folder) => filesUnder(path.join(ROOT, folder)));

it('uses only custom properties that are set somewhere', () => {
  const defined = new Set<string>();
  const used = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/(--[\w-]+)\s*:/g)) defined.add(name!);
    for (const [, name] of text.matchAll(/['"`](--[\w-]+)['"`]/g)) defined.add(name!);
    if (!file.endsWith('.css')) continue;
    for (const [, name] of text.matchAll(/var\((--[\w-]+)\s*\)/g)) {
      used.set(name!, path.relative(ROOT, file));
    }
  }
  const unset = [...used]
    .filter(([name]) => !defined.has(name))
    .map(([name, file]) => `${name} (${file})`);
  expect(unset).toEqual([]);
});
