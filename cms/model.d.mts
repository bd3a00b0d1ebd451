export interface RecordedField {
  id: string;
  name?: string;
  type?: string;
  items?: { type: string; linkType?: string; validations?: Record<string, unknown>[] };
  linkType?: string;
  required?: boolean;
  localized?: boolean;
  validations?: Record<string, unknown>[];
  disabled?: boolean;
  omitted?: boolean;
  defaultValue?: Record<string, unknown>;
}

export interface RecordedControl {
  fieldId: string;
  widgetNamespace: string;
  widgetId: string;
  settings: { helpText?: string } & Record<string, unknown>;
}

export interface RecordedContentType {
  id: string;
  name?: string;
  description?: string;
  displayField?: string;
  fields: RecordedField[];
  controls: RecordedControl[];
}

export type MigrationFunction = (migration: unknown, context: unknown) => void;

export interface LoadedMigration {
  name: string;
  migrationFunction: MigrationFunction;
}

export interface PlannedMigration extends LoadedMigration {
  contentTypes: RecordedContentType[];
}

export const MIGRATIONS_DIR: string;
export function recordMigration(migrationFunction: MigrationFunction): RecordedContentType[];
export function loadMigrations(dir?: string): Promise<LoadedMigration[]>;
export function planMigrations(dir?: string): Promise<PlannedMigration[]>;
