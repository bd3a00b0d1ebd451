import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return entry.name.endsWith('.tsx') ? [relative] : [];
  });
}

/** Every `styles.name` a component uses, per stylesheet it imports. */
function classUses(file: string) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const imports = [...source.matchAll(/import (\w+) from '(\.{1,2}\/[^']+\.module\.css)'/g)];
  return imports.map(([, name, stylesheet]) => ({
    stylesheet: path.join(path.dirname(file), stylesheet ?? ''),
    names: [
      ...new Set([...source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((m) => m[1])),
    ],
  }));
}

describe('CSS modules', () => {
  const uses = ['app', 'blocks', 'components', 'forms']
    .flatMap(sourceFiles)
    .flatMap((file) => classUses(file).map((use) => ({ file, ...use })));

  it('finds the components that use CSS modules', () => {
    expect(uses.length).toBeGreaterThan(30);
  });

  it.each(uses)('$file uses only classes $stylesheet defines', ({ stylesheet, names }) => {
    const css = readFileSync(path.join(root, stylesheet), 'utf8');
    const missing = names.filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
    expect(missing).toEqual([]);
  });
});
