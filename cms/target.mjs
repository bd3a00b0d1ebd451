// The space the cms:migrate and cms:seed scripts write to, read from the environment.

const SPACE_ID = /^[a-z0-9]{1,64}$/i;
const ENVIRONMENT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,63}$/;
// A host name with an optional port, no scheme or path: contentful-migration prefixes https://.
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * Validates CONTENTFUL_SPACE_ID, CONTENTFUL_ENVIRONMENT (default master),
 * CONTENTFUL_MANAGEMENT_TOKEN and the optional CONTENTFUL_MANAGEMENT_HOST and
 * CONTENTFUL_UPLOAD_HOST. A dry run needs none of them, but a value that is set must still be valid.
 * Returns `{ target, problems }`; `problems` lists one message per bad or missing variable.
 */
export function readTarget(env, { dryRun = false } = {}) {
  const problems = [];
  const read = (name) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const spaceId = read('CONTENTFUL_SPACE_ID');
  const environmentId = read('CONTENTFUL_ENVIRONMENT') ?? 'master';
  const managementToken = read('CONTENTFUL_MANAGEMENT_TOKEN');
  const host = read('CONTENTFUL_MANAGEMENT_HOST');
  const uploadHost = read('CONTENTFUL_UPLOAD_HOST');

  if (!spaceId && !dryRun) {
    problems.push('CONTENTFUL_SPACE_ID is not set: the id of the space to write to.');
  } else if (spaceId && !SPACE_ID.test(spaceId)) {
    problems.push('CONTENTFUL_SPACE_ID must be letters and digits only (Settings → General).');
  }
  if (!ENVIRONMENT_ID.test(environmentId)) {
    problems.push(
      'CONTENTFUL_ENVIRONMENT must be an environment id such as master (letters, digits, . _ -).',
    );
  }
  if (!managementToken && !dryRun) {
    problems.push(
      'CONTENTFUL_MANAGEMENT_TOKEN is not set: a personal access token (CMA token) with access to the space.',
    );
  } else if (managementToken && /\s/.test(managementToken)) {
    problems.push('CONTENTFUL_MANAGEMENT_TOKEN must not contain spaces.');
  }
  for (const [name, value] of [
    ['CONTENTFUL_MANAGEMENT_HOST', host],
    ['CONTENTFUL_UPLOAD_HOST', uploadHost],
  ]) {
    if (value && !HOST.test(value)) {
      problems.push(`${name} must be a host name without https://, e.g. api.eu.contentful.com.`);
    }
  }
  return { target: { spaceId, environmentId, managementToken, host, uploadHost }, problems };
}
