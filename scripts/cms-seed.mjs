// npm run cms:seed [-- --dry-run]: imports the embedded content (the es-US locale, entries, assets
// and tags of every content/*.json) into the space named by CONTENTFUL_SPACE_ID and CONTENTFUL_ENVIRONMENT, after
// `npm run cms:migrate` has created the content model there.
import { createRequire } from 'node:module';
import {
  CONTENT_DIR,
  findContentProblems,
  readEmbeddedContent,
  summarizeContent,
  toImportContent,
} from '../cms/content.mjs';
import { readTarget } from '../cms/target.mjs';

const dryRun = process.argv.includes('--dry-run');
const { target, problems } = readTarget(process.env, { dryRun });
if (problems.length > 0) {
  console.error(['cms:seed cannot start:', ...problems.map((line) => `  - ${line}`)].join('\n'));
  process.exit(1);
}

const content = await readEmbeddedContent();
const contentProblems = findContentProblems(content);
if (contentProblems.length > 0) {
  console.error(
    [
      `The embedded content is not self-consistent (${contentProblems.length} problems):`,
      ...contentProblems.map((line) => `  - ${line}`),
    ].join('\n'),
  );
  process.exit(1);
}

const summary = summarizeContent(content);
if (dryRun) {
  console.log(`Dry run: nothing is sent. Every link resolves in ${summary.files} files.`);
  console.log(
    `cms:seed would import ${summary.entries} entries, ${summary.assets} assets and ${summary.tags.length} tags (${summary.tags.join(', ')}), locale ${summary.locales.join(', ')}:`,
  );
  for (const { contentType, count } of summary.entriesPerType) {
    console.log(`  ${contentType.padEnd(24)} ${count}`);
  }
  process.exit(0);
}

// The package's ES module build imports date-fns folders Node cannot resolve; its CommonJS build works.
const importContent = createRequire(import.meta.url)('contentful-import');
try {
  await importContent({
    content: toImportContent(content),
    spaceId: target.spaceId,
    environmentId: target.environmentId,
    managementToken: target.managementToken,
    ...(target.host ? { host: target.host } : {}),
    ...(target.uploadHost ? { hostUpload: target.uploadHost } : {}),
    // The migrations own the content model; the import brings the content only.
    skipContentModel: true,
    uploadAssets: true,
    assetsDirectory: CONTENT_DIR,
  });
} catch (error) {
  // contentful-import has printed each failed request and written them to its error log file.
  console.error(`cms:seed stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(
  `Done: ${summary.entries} entries and ${summary.assets} assets in ${target.spaceId}/${target.environmentId}.`,
);
