import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT as root, projectFiles } from '@/tests/support/projectFiles';

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
    .flatMap((folder) => projectFiles(folder, /\.tsx$/))
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
