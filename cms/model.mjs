// Runs the migrations against a recording stand-in of contentful-migration's `migration` object, so
// the model they create can be listed (the dry run) and compared with the embedded export (tests)
// without a space.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FIELD_SETTERS = [
  'name',
  'type',
  'items',
  'linkType',
  'required',
  'localized',
  'validations',
  'disabled',
  'omitted',
  'defaultValue',
];

function recordField(id, init) {
  const field = { id, ...init };
  const chain = {};
  for (const setter of FIELD_SETTERS) {
    chain[setter] = (value) => {
      field[setter] = value;
      return chain;
    };
  }
  return { field, chain };
}

function recordContentType(id, init, model) {
  if (model.some((contentType) => contentType.id === id)) {
    throw new Error(`Content type "${id}" is created twice.`);
  }
  const contentType = { id, ...init, fields: [], controls: [] };
  model.push(contentType);
  const chain = {
    name: (value) => ((contentType.name = value), chain),
    description: (value) => ((contentType.description = value), chain),
    displayField: (value) => ((contentType.displayField = value), chain),
    createField(fieldId, fieldInit) {
      if (contentType.fields.some((field) => field.id === fieldId)) {
        throw new Error(`Field "${id}.${fieldId}" is created twice.`);
      }
      const { field, chain: fieldChain } = recordField(fieldId, fieldInit);
      contentType.fields.push(field);
      return fieldChain;
    },
    changeFieldControl(fieldId, widgetNamespace, widgetId, settings = {}) {
      contentType.controls.push({ fieldId, widgetNamespace, widgetId, settings });
    },
  };
  return chain;
}

/**
 * The content types one migration creates, as recorded calls. Any call the stand-in does not know
 * (editing or deleting types) throws: the dry run and the tests would otherwise miss its effect.
 */
export function recordMigration(migrationFunction) {
  const model = [];
  const migration = new Proxy(
    {
      createContentType: (id, init) => recordContentType(id, init, model),
    },
    {
      get(target, property) {
        if (property in target) return target[property];
        throw new Error(
          `The model recorder does not know migration.${String(property)}(); teach cms/model.mjs.`,
        );
      },
    },
  );
  migrationFunction(migration, {});
  return model;
}

/** Every migration of the folder, in the order they run (by file name). */
export async function loadMigrations(dir = MIGRATIONS_DIR) {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.mjs')).sort();
  return Promise.all(
    names.map(async (name) => {
      const migrationModule = await import(pathToFileURL(path.join(dir, name)).href);
      if (typeof migrationModule.default !== 'function') {
        throw new Error(`${name} must export a migration function as its default export.`);
      }
      return { name, migrationFunction: migrationModule.default };
    }),
  );
}

/** Each migration with the content types it creates. */
export async function planMigrations(dir = MIGRATIONS_DIR) {
  const migrations = await loadMigrations(dir);
  return migrations.map((migration) => ({
    ...migration,
    contentTypes: recordMigration(migration.migrationFunction),
  }));
}
