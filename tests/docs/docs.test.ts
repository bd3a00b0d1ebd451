import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, projectFiles } from '@/tests/support/projectFiles';

/**
 * The docs name files and code in backticks; when one is moved, renamed or removed, the doc must
 * follow. Every backticked token of docs/**\/*.md and README.md that reads as a repository path
 * must exist, and every one that reads as a code name must be found in the code.
 *
 * A path is a token without spaces that contains a `/` or ends in a source extension. It is found
 * from the repository root, from the doc's folder, or (when its first folder is not a top-level
 * one, like `engine/` or `fields/`) as the end of a repository path; a bare file name must exist
 * in some folder. Not paths: tokens starting with `/` (routes), `.x` tokens (extensions, CSS
 * classes), templates (`<…>`, `{…}`, `…`), package names (`zod/mini`, `@scope/name`), MIME types,
 * date formats, time zones, lint rules (`site/rule`) and page slugs the embedded content links
 * to (`birthdays/packages`). A `*` must match at least one path.
 *
 * A code name is a `name(…)` call, a PascalCase name of two words or more (`HeadedSection`), an
 * UPPER_SNAKE constant (`FORM_IDS`) or a camelCase name of two words or more (`useSendOnce`). The
 * site's code (every module outside tests/ and e2e/) must declare it at the top of a module
 * (exported or not: `export const name`, `function name`, `export { name }`, …) or, for a call, as
 * a method or function-typed property (`take(key, limit)`). A module under tests/ or e2e/ counts
 * only for the names of the paragraph, list item or table row that names its file
 * (`badBodies` next to `routes.test.ts`): a test alone cannot keep a name of the site's code alive.
 * A name may also be imported from a package by any module (`notFound`, `ReactNode`) or be a global
 * of the runtime (`setInterval`). A PascalCase name may be a value the site's code writes in quotes
 * (a schema.org type), an UPPER_SNAKE one an environment variable it reads, and a camelCase one a
 * field or option it reads or writes (`.name`, `name:`, `name=`, `'name'`, a key of the content's
 * JSON: the CMS's `metaTitle`, react-slick's `slidesToShow`) or the name of one of its modules or
 * CSS modules (`sitePaths`, `bigNumber`).
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
  'promoBanner',
  'partyRoom',
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
  'feGaussianBlur',
  'AggregateRating',
  'reviewRating',
  'LanternLargestContentfulPaint',
  'SIGNIFICANT_DUR_THRESHOLD_MS',
  // A browser API the test environment lacks, and lottie-web's own methods.
  'IntersectionObserver',
  'setSubframe',
  'renderFrame',
  // react-slick's own method.
  'getWidth',
  // Options of Next and Turbopack, and a call of contentful-migration, that the docs name but the
  // code does not use.
  'dynamicParams',
  'expireTime',
  'cacheHandlers',
  'requestCost',
  'editContentType',
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
const sourceFiles = paths.filter((file) => SOURCE_EXTENSIONS.test(file));
const inTests = (file: string) => /^(?:tests|e2e)\//.test(file);
const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const sourceText = sourceFiles
  .filter((file) => !inTests(file))
  .map(read)
  .join('\n');
const everyModuleText = sourceFiles.map(read).join('\n');

/** The modules under tests/ and e2e/ by file name, the way the docs name them. */
const testModules = new Map<string, string>();
for (const file of sourceFiles.filter(inTests)) {
  const name = path.posix.basename(file);
  testModules.set(name, `${testModules.get(name) ?? ''}\n${read(file)}`);
}

const moduleNames = new Set(
  paths.filter((file) => !inTests(file)).map((file) => path.posix.basename(file).split('.')[0]),
);

const contentText = projectFiles('content', /\.json$/)
  .map((file) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8'))
  .join('\n');

const docs = ['README.md', ...projectFiles('docs', /\.md$/)];

/** A doc's paragraphs, list items and table rows, fenced blocks left out. */
function blocks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return prose.split(/\n\s*\n|\n(?=\s*(?:[-*|]|\d+\.)\s)/);
}

/** Every inline code span of a block. */
function backticked(block: string): string[] {
  return [...block.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
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

const declared = (name: string, text: string) =>
  new RegExp(
    String.raw`^(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|interface|type|enum)\s+${name}\b` +
      String.raw`|export\s+(?:type\s+)?\{[^}]*\b${name}\b[^}]*\}`,
    'm',
  ).test(text);

const declaredMethod = (name: string, text: string) =>
  new RegExp(
    String.raw`^\s*(?:async\s+)?${name}\??\s*(?:<[^>\n]*>)?\(|^\s*(?:readonly\s+)?${name}\??:\s*(?:async\s*)?\(`,
    'm',
  ).test(text);

const quoted = (name: string) => new RegExp(String.raw`['"]${name}['"]`).test(sourceText);

/** A field or option the site's code reads or writes: `.name`, `name:`, `name=`, `'name'`. */
const fieldOrOption = (name: string) =>
  quoted(name) ||
  new RegExp(String.raw`\.${name}\b|\b${name}\??\s*[:=](?!=)`).test(sourceText) ||
  contentText.includes(`"${name}"`);

const importedFromPackage = (name: string) =>
  new RegExp(
    String.raw`import\s+(?:type\s+)?(?:${name}\b|\{[^}]*\b${name}\b[^}]*\})\s*from\s*['"](?![.@]/)[^'"]+['"]`,
  ).test(everyModuleText);

const environmentVariable = (name: string) =>
  quoted(name) || new RegExp(String.raw`\benv\.${name}\b|^\s+${name}:`, 'm').test(sourceText);

/** The code name a token stands for, or undefined when it is not one. */
type CodeName = { name: string; kind: 'call' | 'type' | 'constant' | 'camel' };

function codeName(token: string): CodeName | undefined {
  const call = /^([A-Za-z_$][\w$]*)\(.*\)$/.exec(token);
  if (call) return { name: call[1]!, kind: 'call' };
  if (/^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/.test(token)) return { name: token, kind: 'type' };
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(token)) return { name: token, kind: 'constant' };
  if (/^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/.test(token)) return { name: token, kind: 'camel' };
  return undefined;
}

/** Whether the code has `name`; `testFiles` are the test modules named next to it. */
function isKnown({ name, kind }: CodeName, testFiles: string[]): boolean {
  if (OUTSIDE_NAMES.has(name) || importedFromPackage(name) || name in globalThis) return true;
  const testText = testFiles.map((file) => testModules.get(file) ?? '').join('\n');
  if (declared(name, sourceText) || declared(name, testText)) return true;
  if (kind === 'call') return declaredMethod(name, sourceText) || declaredMethod(name, testText);
  if (kind === 'type') return quoted(name);
  if (kind === 'camel') return fieldOrOption(name) || moduleNames.has(name);
  return environmentVariable(name);
}

function missingIn(doc: string): string[] {
  const markdown = readFileSync(path.join(PROJECT_ROOT, doc), 'utf8');
  const missing = new Set<string>();
  for (const block of blocks(markdown)) {
    const tokens = backticked(block);
    const files = tokens
      .filter(looksLikePath)
      .map((token) => path.posix.basename(token.replace(/[#:].*$/, '')));
    for (const token of tokens) {
      if (NOT_IN_REPOSITORY.has(token)) continue;
      if (looksLikePath(token)) {
        if (!namesNoPath(token) && !pathExists(token, doc)) {
          missing.add(`${doc}: path \`${token}\``);
        }
        continue;
      }
      const code = codeName(token);
      if (code && !isKnown(code, files)) missing.add(`${doc}: name \`${token}\``);
    }
  }
  return [...missing];
}

describe('the docs', () => {
  it('name only files that exist and code the source has', () => {
    expect(docs.length).toBeGreaterThan(10);
    expect(docs.flatMap(missingIn)).toEqual([]);
  });
});
