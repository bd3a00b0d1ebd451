import { isDeepStrictEqual } from 'node:util';
import type { ExportContentType } from '@/cms/content.mjs';
import type { RecordedContentType } from '@/cms/model.mjs';

type Field = Record<string, unknown>;

/** A field as Contentful stores it, with the defaults a migration may leave out filled in. */
function normalizeField(field: Field) {
  const items = field.items as Field | undefined;
  return {
    id: field.id,
    name: field.name,
    type: field.type,
    linkType: field.linkType,
    items: items && {
      type: items.type,
      linkType: items.linkType,
      validations: items.validations ?? [],
    },
    required: field.required ?? false,
    localized: field.localized ?? false,
    disabled: field.disabled ?? false,
    omitted: field.omitted ?? false,
    validations: field.validations ?? [],
    defaultValue: field.defaultValue,
  };
}

/**
 * Every difference between the model the migrations create and the content types of the export,
 * one line each; empty when they agree.
 */
export function describeDrift(
  recorded: RecordedContentType[],
  exported: ExportContentType[],
): string[] {
  const drift: string[] = [];
  const byId = new Map(recorded.map((type) => [type.id, type]));
  const exportedIds = new Set(exported.map((type) => type.sys.id));
  for (const type of recorded) {
    if (!exportedIds.has(type.id)) drift.push(`${type.id}: in a migration, not in content/*.json`);
  }
  for (const type of exported) {
    const id = type.sys.id;
    const migrated = byId.get(id);
    if (!migrated) {
      drift.push(`${id}: in content/*.json, not in any migration`);
      continue;
    }
    for (const key of ['name', 'description', 'displayField'] as const) {
      if (migrated[key] !== type[key]) {
        drift.push(`${id}.${key}: migration ${migrated[key]}, export ${type[key]}`);
      }
    }
    const migratedFields = new Map(migrated.fields.map((field) => [field.id, field]));
    const exportedFields = new Set(type.fields.map((field) => field.id));
    for (const field of migrated.fields) {
      if (!exportedFields.has(field.id)) drift.push(`${id}.${field.id}: only in a migration`);
    }
    for (const field of type.fields) {
      const mine = migratedFields.get(field.id);
      if (!mine) {
        drift.push(`${id}.${field.id}: only in content/*.json`);
        continue;
      }
      const want = normalizeField(field);
      const have = normalizeField(mine as unknown as Field);
      for (const key of Object.keys(want) as Array<keyof typeof want>) {
        if (!isDeepStrictEqual(have[key], want[key])) {
          drift.push(
            `${id}.${field.id}.${key}: migration ${JSON.stringify(have[key])}, export ${JSON.stringify(want[key])}`,
          );
        }
      }
    }
    const order = (fields: Array<{ id: string }>) => fields.map((field) => field.id).join(',');
    if (
      drift.length === 0 &&
      order(migrated.fields) !== order(type.fields as Array<{ id: string }>)
    ) {
      drift.push(`${id}: fields in another order than in the export`);
    }
  }
  return drift;
}
