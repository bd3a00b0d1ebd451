import { createRequire } from 'node:module';
import { readEmbeddedContent, type ExportContentType } from '@/cms/content.mjs';
import { planMigrations, recordMigration, type RecordedContentType } from '@/cms/model.mjs';
import { describeDrift } from './drift';

const require = createRequire(import.meta.url);

const plan = await planMigrations();
const recorded = plan.flatMap((migration) => migration.contentTypes);
const content = await readEmbeddedContent();

/** The widgets an editor sees per field type; a control must suit its field. */
const WIDGETS: Record<string, string[]> = {
  Symbol: ['singleLine', 'dropdown', 'urlEditor', 'slugEditor', 'radio'],
  Text: ['multipleLine', 'markdown', 'singleLine'],
  RichText: ['richTextEditor'],
  Integer: ['numberEditor', 'dropdown', 'rating'],
  Number: ['numberEditor', 'dropdown', 'rating'],
  Boolean: ['boolean'],
  Date: ['datePicker'],
  Object: ['objectEditor'],
  Link: ['entryLinkEditor', 'entryCardEditor', 'assetLinkEditor', 'assetCardEditor'],
  Array: [
    'tagEditor',
    'listInput',
    'checkbox',
    'entryLinksEditor',
    'entryCardsEditor',
    'assetLinksEditor',
    'assetGalleryEditor',
  ],
};

function clone<T>(value: T): T {
  return structuredClone(value);
}

describe('the content model in cms/migrations', () => {
  it('creates exactly the content types of content/*.json, field by field', () => {
    expect(recorded.length).toBeGreaterThanOrEqual(80);
    expect(describeDrift(recorded, content.contentTypes)).toEqual([]);
  });

  it('reports a field added to the export but to no migration, and the other way round', () => {
    const exported: ExportContentType[] = clone(content.contentTypes);
    const hero = exported.find((type) => type.sys.id === 'hero')!;
    hero.fields.push({ id: 'badge', name: 'Badge', type: 'Symbol' });
    expect(describeDrift(recorded, exported)).toEqual(['hero.badge: only in content/*.json']);

    const migrated: RecordedContentType[] = clone(recorded);
    migrated.find((type) => type.id === 'center')!.fields.push({ id: 'fax', type: 'Symbol' });
    expect(describeDrift(migrated, content.contentTypes)).toEqual([
      'center.fax: only in a migration',
    ]);
  });

  it('reports a changed validation, required flag or link type', () => {
    const migrated: RecordedContentType[] = clone(recorded);
    const page = migrated.find((type) => type.id === 'page')!;
    const children = page.fields.find((field) => field.id === 'children')!;
    const allowed = children.items!.validations![0]!.linkContentType as string[];
    allowed.splice(allowed.indexOf('hero'), 1);
    page.fields.find((field) => field.id === 'slug')!.required = false;
    const drift = describeDrift(migrated, content.contentTypes);
    expect(drift).toHaveLength(2);
    expect(drift[0]).toMatch(/^page\.slug\.required:/);
    expect(drift[1]).toMatch(/^page\.children\.items:/);
  });

  it("lets a page's sections link every section type the site renders", () => {
    const page = recorded.find((type) => type.id === 'page')!;
    const children = page.fields.find((field) => field.id === 'children')!;
    const allowed = children.items!.validations![0]!.linkContentType as string[];
    expect(allowed).toEqual(expect.arrayContaining(['hero', 'faqAccordion', 'enquiryForm']));
    for (const id of allowed) expect(recorded.map((type) => type.id)).toContain(id);
  });

  it('gives every rich-text field the rich-text editor and every control a field it suits', () => {
    for (const type of recorded) {
      for (const field of type.fields.filter((candidate) => candidate.type === 'RichText')) {
        expect(type.controls.map((control) => [control.fieldId, control.widgetId])).toContainEqual([
          field.id,
          'richTextEditor',
        ]);
      }
      for (const control of type.controls) {
        const field = type.fields.find((candidate) => candidate.id === control.fieldId);
        expect(field, `${type.id}.${control.fieldId}`).toBeDefined();
        expect(WIDGETS[field!.type!], `${type.id}.${field!.id}`).toContain(control.widgetId);
        const helpText = control.settings.helpText;
        if (helpText !== undefined) expect(helpText.length).toBeLessThanOrEqual(255);
      }
    }
  });

  it('refuses a migration that does more than the recorder understands', () => {
    expect(() =>
      recordMigration((migration) =>
        (migration as { editContentType(id: string): void }).editContentType('hero'),
      ),
    ).toThrow(/does not know migration\.editContentType/);
  });

  it("passes contentful-migration's own validation of every migration", async () => {
    // The library's parser checks payloads offline; the stand-in answers as an empty space would.
    const { default: parse } = require('contentful-migration/built/lib/migration-parser.js');
    const makeRequest = async ({ url }: { url: string }) => {
      if (url.includes('editor_interface')) return { sys: { version: 1 }, controls: [] };
      if (url.includes('locales')) return { items: [{ code: 'en-US', default: true }], total: 1 };
      return { items: [], total: 0, skip: 0, limit: 100 };
    };
    for (const migration of plan) {
      const result = await parse(makeRequest, {})(migration.migrationFunction);
      const errors = [
        ...result.stepsValidationErrors,
        ...result.payloadValidationErrors,
        ...(result.hasValidationErrors() ? result.getValidationErrors() : []),
        ...(result.hasRuntimeErrors() ? result.getRuntimeErrors() : []),
      ];
      expect(errors, migration.name).toEqual([]);
    }
  });
});
