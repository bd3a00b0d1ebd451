import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, projectFiles } from '@/tests/support/projectFiles';

/**
 * The docs name files and code in backticks; when one is moved, renamed or removed, the doc must
 * follow. Every backticked token of docs/**\/*.md and README.md that reads as a repository path
 * must exist, and every one that reads as a code name must be exported by the source.
 *
 * A path is a token without spaces that contains a `/` or ends in a source extension. It is found
 * from the repository root, from the doc's folder, or (when its first folder is not a top-level
 * one, like `engine/` or `fields/`) as the end of a repository path; a bare file name must exist
 * in some folder. Not paths: tokens starting with `/` (routes), `.x` tokens (extensions, CSS
 * classes), templates (`<…>`, `{…}`, `…`), package names (`zod/mini`, `@scope/name`), MIME types,
 * date formats, time zones, lint rules (`site/rule`) and page slugs the embedded content links
 * to (`birthdays/packages`). A `*` must match at least one path.
 *
 * A code name is a `name(…)` call, a PascalCase name of two words or more (`HeadedSection`) or an
 * UPPER_SNAKE constant (`FORM_IDS`). The source must declare it at the top of a module (exported
 * or not: `export const name`, `function name`, `export { name }`, …) or as a method or
 * function-typed property for a call (`take(key, limit)`), or import it from a package
 * (`notFound`, `ReactNode`); a PascalCase name may be a value the source writes in quotes (a
 * schema.org type) and an UPPER_SNAKE one an environment variable the source reads.
 */

/** Tokens that look like repository paths or code names but are not (examples, runtime files). */
const NOT_IN_REPOSITORY = new Set([
  // The recipes' examples of files to create (docs/how-to.md).
  'blocks/promo-banner/schema.ts',
  'blocks/promo-banner/PromoBanner.tsx',
  'blocks/promo-banner/index.ts',
  'blocks/promo-banner/PromoBanner.client.tsx',
  'blocks/promo-banner/PromoBanner.lazy.tsx',
  'tests/blocks/promo-banner/PromoBanner.test.tsx',
  'app/api/feedback/route.ts',
  'forms/enquiries/party-room/definition.ts',
  'forms/enquiries/party-room/form.ts',
  'faq-accordion/',
  'X.client.tsx',
  'X.lazy.tsx',
  'FaqAccordion.tsx',
  'PromoBannerIsland',
  // Written by the running site, not kept in the repository.
  '.data/',
  '.data/platform.json',
  'platform.json',
  // Next's file convention the routes avoid on purpose, and modules of Next's own code.
  'loading.tsx',
  'file-system-cache.js',
  'tags-manifest.external.js',
]);

/** Names of the browser, of libraries and of tools that no import of the source names. */
const OUTSIDE_NAMES = new Set([
  'showModal',
  'toBeDisabled',
  'headers',
  'import',
  'AggregateRating',
  'LanternLargestContentfulPaint',
  'SIGNIFICANT_DUR_THRESHOLD_MS',
]);

const MIME_TYPE = /^(?:application|text|image|audio|video|font|multipart)\/[\w.+-]+$/;
const DATE_FORMAT = /^[DMY]+(?:\/[DMY]+)+$/;
const TIME_ZONE = /^(?:Africa|America|Asia|Atlantic|Australia|Europe|Pacific)\/[\w/]+$/;

const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
  'screenshots',
]);
const SOURCE_EXTENSIONS = /\.(?:ts|tsx|mts|mjs|js)$/;
const PATH_EXTENSIONS = /\.(?:ts|tsx|mts|mjs|js|md|css|json|sh|svg|yaml|yml)$/;

function repositoryPaths(folder = ''): string[] {
  return readdirSync(path.join(PROJECT_ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.next')) return [];
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    return entry.isDirectory() ? [`${relative}/`, ...repositoryPaths(relative)] : [relative];
  });
}

const paths = repositoryPaths();
const pathSet = new Set(paths);
const topLevel = new Set(paths.filter((file) => !file.slice(0, -1).includes('/')));
const sourceText = paths
  .filter((file) => SOURCE_EXTENSIONS.test(file))
  .map((file) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8'))
  .join('\n');

const contentText = projectFiles('content', /\.json$/)
  .map((file) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8'))
  .join('\n');

const docs = ['README.md', ...projectFiles('docs', /\.md$/)];

/** Every inline code span of a Markdown file, fenced blocks left out. */
function backticked(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a path-like token names something else: a package, a MIME type, a page slug, … */
function namesNoPath(token: string): boolean {
  if (MIME_TYPE.test(token) || DATE_FORMAT.test(token) || TIME_ZONE.test(token)) return true;
  if (/^@[\w-]+\//.test(token)) return true;
  const [first] = token.split('/');
  if (first === 'site')
    return existsSync(path.join(PROJECT_ROOT, 'eslint-rules', `${token.slice(5)}.mjs`));
  if (first === 'node_modules') return existsSync(path.join(PROJECT_ROOT, token));
  if (topLevel.has(`${first}/`)) return false;
  return (
    existsSync(path.join(PROJECT_ROOT, 'node_modules', first!)) ||
    contentText.includes(`"/${token.replace(/\/$/, '')}/`)
  );
}

function pathExists(token: string, doc: string): boolean {
  const wanted = token
    .replace(/^@\//, '')
    .replace(/^\.\//, '')
    .replace(/[#:].*$/, '');
  const folder = wanted.endsWith('/') ? wanted : `${wanted}/`;
  if (wanted.includes('*')) {
    const pattern = new RegExp(
      `${wanted.includes('/') ? '^' : '(?:^|/)'}${escape(wanted)
        .replace(/\\\*\\\*/g, '.*')
        .replace(/\\\*/g, '[^/]*')}/?$`,
    );
    return paths.some((file) => pattern.test(file));
  }
  if (!wanted.includes('/'))
    return paths.some((file) => file.endsWith(`/${wanted}`) || file === wanted);
  const fromDoc = path.posix.join(path.posix.dirname(doc), wanted);
  const candidates = [wanted, folder, fromDoc, `${fromDoc}/`].concat(
    ['.ts', '.tsx', '.mjs', '/index.ts'].map((extension) => wanted + extension),
  );
  if (candidates.some((candidate) => pathSet.has(candidate))) return true;
  const first = `${wanted.split('/')[0]}/`;
  return (
    !topLevel.has(first) &&
    paths.some((file) => file.endsWith(`/${folder}`) || file.endsWith(`/${wanted}`))
  );
}

function looksLikePath(token: string): boolean {
  if (/\s/.test(token) || token.startsWith('/') || token.includes('://')) return false;
  if (token.startsWith('.') && !token.startsWith('./') && !token.includes('/')) return false;
  if (/[<>{}…]/.test(token)) return false;
  if (!/^[\w@.[\]*/-]+$/.test(token)) return false;
  return token.includes('/') || PATH_EXTENSIONS.test(token);
}

const declared = (name: string) =>
  new RegExp(
    String.raw`^(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|interface|type|enum)\s+${name}\b` +
      String.raw`|export\s+(?:type\s+)?\{[^}]*\b${name}\b[^}]*\}`,
    'm',
  ).test(sourceText);

const declaredMethod = (name: string) =>
  new RegExp(
    String.raw`^\s*(?:async\s+)?${name}\??\s*(?:<[^>\n]*>)?\(|^\s*(?:readonly\s+)?${name}\??:\s*(?:async\s*)?\(`,
    'm',
  ).test(sourceText);

const quoted = (name: string) => new RegExp(String.raw`['"]${name}['"]`).test(sourceText);

const importedFromPackage = (name: string) =>
  new RegExp(
    String.raw`import\s+(?:type\s+)?(?:${name}\b|\{[^}]*\b${name}\b[^}]*\})\s*from\s*['"](?![.@]/)[^'"]+['"]`,
  ).test(sourceText);

const environmentVariable = (name: string) =>
  quoted(name) || new RegExp(String.raw`\benv\.${name}\b|^\s+${name}:`, 'm').test(sourceText);

/** The code name a token stands for, or undefined when it is not one. */
type CodeName = { name: string; kind: 'call' | 'type' | 'constant' };

function codeName(token: string): CodeName | undefined {
  const call = /^([A-Za-z_$][\w$]*)\(.*\)$/.exec(token);
  if (call) return { name: call[1]!, kind: 'call' };
  if (/^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/.test(token)) return { name: token, kind: 'type' };
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(token)) return { name: token, kind: 'constant' };
  return undefined;
}

function isKnown({ name, kind }: CodeName): boolean {
  if (OUTSIDE_NAMES.has(name) || declared(name) || importedFromPackage(name)) return true;
  if (kind === 'call') return declaredMethod(name);
  if (kind === 'type') return quoted(name);
  return environmentVariable(name);
}

function missingIn(doc: string): string[] {
  const markdown = readFileSync(path.join(PROJECT_ROOT, doc), 'utf8');
  const missing = new Set<string>();
  for (const token of backticked(markdown)) {
    if (NOT_IN_REPOSITORY.has(token)) continue;
    if (looksLikePath(token)) {
      if (!namesNoPath(token) && !pathExists(token, doc)) missing.add(`${doc}: path \`${token}\``);
      continue;
    }
    const code = codeName(token);
    if (code && !isKnown(code)) missing.add(`${doc}: name \`${token}\``);
  }
  return [...missing];
}

describe('the docs', () => {
  it('name only files that exist and code the source exports', () => {
    expect(docs.length).toBeGreaterThan(10);
    expect(docs.flatMap(missingIn)).toEqual([]);
  });
});
