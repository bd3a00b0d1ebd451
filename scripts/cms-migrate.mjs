// npm run cms:migrate [-- --dry-run]: creates the site's content model (cms/migrations/) in the
// space named by CONTENTFUL_SPACE_ID and CONTENTFUL_ENVIRONMENT. A migration whose content types
// all exist already is skipped, so the command can be run again after adding a migration.
import { planMigrations } from '../cms/model.mjs';
import { readTarget } from '../cms/target.mjs';

const dryRun = process.argv.includes('--dry-run');
const { target, problems } = readTarget(process.env, { dryRun });
if (problems.length > 0) {
  console.error(['cms:migrate cannot start:', ...problems.map((line) => `  - ${line}`)].join('\n'));
  process.exit(1);
}

const plan = await planMigrations();
const typeCount = plan.reduce((sum, migration) => sum + migration.contentTypes.length, 0);
const fieldCount = plan.reduce(
  (sum, migration) => sum + migration.contentTypes.reduce((n, type) => n + type.fields.length, 0),
  0,
);

if (dryRun) {
  const where = target.spaceId
    ? `space ${target.spaceId}, environment ${target.environmentId}`
    : `environment ${target.environmentId} of the space in CONTENTFUL_SPACE_ID`;
  console.log(`Dry run: nothing is sent. cms:migrate would create, in ${where}:`);
  for (const migration of plan) {
    console.log(`\n${migration.name}`);
    for (const type of migration.contentTypes) {
      console.log(
        `  ${type.id} (${type.fields.length} fields): ${type.fields.map((f) => f.id).join(', ')}`,
      );
    }
  }
  console.log(`\n${plan.length} migrations, ${typeCount} content types, ${fieldCount} fields.`);
  process.exit(0);
}

const apiHost = target.host ?? 'api.contentful.com';

/** Ids of the content types the environment has, through the management API. */
async function existingContentTypes() {
  const url = `https://${apiHost}/spaces/${target.spaceId}/environments/${target.environmentId}/content_types?limit=1000`;
  let response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${target.managementToken}` },
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new Error(`could not reach https://${apiHost}: ${error.cause?.message ?? error.message}`);
  }
  if (!response.ok) {
    const hint =
      response.status === 401 || response.status === 404
        ? ' Check CONTENTFUL_SPACE_ID, CONTENTFUL_ENVIRONMENT and CONTENTFUL_MANAGEMENT_TOKEN.'
        : '';
    throw new Error(`The management API answered ${response.status} for the content types.${hint}`);
  }
  const body = await response.json();
  return new Set((body.items ?? []).map((item) => item.sys.id));
}

const { runMigration } = (await import('contentful-migration')).default;
let existing;
try {
  existing = await existingContentTypes();
} catch (error) {
  console.error(`cms:migrate stopped: ${error.message}`);
  process.exit(1);
}
for (const migration of plan) {
  const ids = migration.contentTypes.map((type) => type.id);
  const present = ids.filter((id) => existing.has(id));
  if (ids.length > 0 && present.length === ids.length) {
    console.log(`${migration.name}: already applied, skipped.`);
    continue;
  }
  if (present.length > 0) {
    console.error(
      `${migration.name}: the space already has ${present.join(', ')} but not the rest; ` +
        'finish or undo that migration in the web app first.',
    );
    process.exit(1);
  }
  console.log(`${migration.name}: creating ${ids.join(', ')}.`);
  await runMigration({
    migrationFunction: migration.migrationFunction,
    spaceId: target.spaceId,
    environmentId: target.environmentId,
    accessToken: target.managementToken,
    ...(target.host ? { host: target.host } : {}),
    yes: true,
  });
}
console.log(`Done: ${typeCount} content types in ${target.spaceId}/${target.environmentId}.`);
