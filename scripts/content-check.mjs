// npm run content:check [-- folder]: lists content that states a fact a center entry owns a second
// time, or differently (cms/integrity.mjs). The folder holds Contentful space exports: by default
// the embedded content/, or a space's own (`contentful space export` writes one such file).
import path from 'node:path';
import { readEmbeddedContent } from '../cms/content.mjs';
import { findContradictions } from '../cms/integrity.mjs';

const folder = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
const problems = findContradictions(await readEmbeddedContent(folder));
if (problems.length > 0) {
  console.error(
    [`${problems.length} contradiction(s):`, ...problems.map((line) => `  - ${line}`)].join('\n'),
  );
  process.exit(1);
}
console.log('No fact is stated twice or differently.');
