import Validator from '@adobe/structured-data-validator';

/**
 * The schema.org data of a page (its JSON-LD scripts) checked as search engines read it: each
 * script parses, speaks schema.org and types every item, and Google's structured-data rules
 * (required and recommended properties, value formats) find no error in any item. The
 * vocabulary itself (types and properties schema.org defines) is held by the type check: every
 * builder is typed with schema-dts.
 */

type Item = Record<string, unknown> & { '@type'?: unknown };

const SCRIPT = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

const validator = new Validator();

/** The page's JSON-LD scripts, each parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(SCRIPT)].map(([, json]) => JSON.parse(json!) as unknown);
}

/** What is wrong with the page's structured data, a line each; none when it is sound. */
export async function structuredDataIssues(html: string): Promise<string[]> {
  const problems: string[] = [];
  const byType: Record<string, Item[]> = {};
  for (const data of jsonLdOf(html) as Item[]) {
    if (data['@context'] !== 'https://schema.org') {
      problems.push(`@context is ${JSON.stringify(data['@context'])}, not https://schema.org`);
    }
    const items = Array.isArray(data['@graph']) ? (data['@graph'] as Item[]) : [data];
    for (const item of items) {
      if (typeof item['@type'] !== 'string') {
        problems.push(`an item has no @type: ${JSON.stringify(item).slice(0, 80)}`);
        continue;
      }
      (byType[item['@type']] ??= []).push(item);
    }
  }
  for (const issue of await validator.validate({ jsonld: byType })) {
    if (issue.severity === 'ERROR') {
      problems.push(`${issue.rootType}: ${issue.issueMessage} at ${JSON.stringify(issue.path)}`);
    }
  }
  return problems;
}
