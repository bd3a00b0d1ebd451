import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CONTENT_DIR,
  findContentProblems,
  readEmbeddedContent,
  toImportContent,
} from '@/cms/content.mjs';
import { planMigrations } from '@/cms/model.mjs';
import { readTarget } from '@/cms/target.mjs';

const run = promisify(execFile);

/** Runs a cms script with only the given variables, so the machine's own settings do not leak in. */
async function script(name: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${name}.mjs`, ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const target = {
  CONTENTFUL_SPACE_ID: 'abc123xyz',
  CONTENTFUL_MANAGEMENT_TOKEN: 'CFPAT-token',
};

describe('npm run cms:migrate', () => {
  it('plans every content type and field without a space or token', async () => {
    const { code, stdout } = await script('cms-migrate', ['--dry-run']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Dry run: nothing is sent/);
    const plan = await planMigrations();
    const types = plan.flatMap((migration) => migration.contentTypes).length;
    expect(types).toBeGreaterThan(80);
    expect(stdout).toMatch(
      new RegExp(`\n${plan.length} migrations, ${types} content types, \\d+ fields\\.\n$`),
    );
    expect(stdout).toContain('\n01-site.mjs\n');
    expect(stdout).toMatch(/\n {2}page \(\d+ fields\): metaTitle, description, slug, type,/);
    expect(stdout).toContain('  center (');
  });

  it('names the space it would write to', async () => {
    const { stdout } = await script('cms-migrate', ['--dry-run'], {
      ...target,
      CONTENTFUL_ENVIRONMENT: 'staging',
    });
    expect(stdout).toContain('in space abc123xyz, environment staging:');
  });

  it('refuses to start without a space and a management token, naming both', async () => {
    const { code, stdout, stderr } = await script('cms-migrate', []);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('cms:migrate cannot start:');
    expect(stderr).toContain('CONTENTFUL_SPACE_ID is not set');
    expect(stderr).toContain('CONTENTFUL_MANAGEMENT_TOKEN is not set');
  });
});

describe('npm run cms:seed', () => {
  it('checks the links and counts what it would import, without a space or token', async () => {
    const { code, stdout } = await script('cms-seed', ['--dry-run']);
    expect(code).toBe(0);
    const files = (await readdir(CONTENT_DIR)).filter((name) => name.endsWith('.json'));
    expect(stdout).toContain(`Every link resolves in ${files.length} files.`);
    const counts =
      /import (\d+) entries, (\d+) assets and 2 tags \(news, stories\), locale en-US/.exec(stdout);
    expect(Number(counts?.[1])).toBeGreaterThan(700);
    expect(Number(counts?.[2])).toBeGreaterThan(100);
    expect(stdout).toMatch(/\n {2}navigationLink +\d+\n/);
    expect(stdout).toMatch(/\n {2}siteSettings +1\n/);
  });

  it('refuses a host given as a URL and a malformed space id, before any request', async () => {
    const { code, stderr } = await script('cms-seed', ['--dry-run'], {
      CONTENTFUL_SPACE_ID: 'my space',
      CONTENTFUL_MANAGEMENT_HOST: 'https://api.eu.contentful.com',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('cms:seed cannot start:');
    expect(stderr).toContain('CONTENTFUL_SPACE_ID must be letters and digits only');
    expect(stderr).toContain('CONTENTFUL_MANAGEMENT_HOST must be a host name without https://');
  });
});

describe('readTarget', () => {
  it('defaults the environment to master and takes a stand-in host', () => {
    const { target: space, problems } = readTarget({
      ...target,
      CONTENTFUL_MANAGEMENT_HOST: 'localhost:8443',
    });
    expect(problems).toEqual([]);
    expect(space).toEqual({
      spaceId: 'abc123xyz',
      environmentId: 'master',
      managementToken: 'CFPAT-token',
      host: 'localhost:8443',
      uploadHost: undefined,
    });
  });

  it('refuses an environment id with a slash', () => {
    const { problems } = readTarget({ ...target, CONTENTFUL_ENVIRONMENT: 'feature/x' });
    expect(problems).toEqual([expect.stringContaining('CONTENTFUL_ENVIRONMENT must be')]);
  });
});

describe('the seed content', () => {
  it('finds a link to nothing and a link of a type the field refuses', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cms-seed-'));
    const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
    const entry = (id: string, type: string, fields: Record<string, unknown>) => ({
      sys: { id, contentType: { sys: { id: type } } },
      fields: Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, { 'en-US': value }]),
      ),
    });
    await writeFile(
      path.join(dir, 'one.json'),
      JSON.stringify({
        contentTypes: [
          { sys: { id: 'note' }, name: 'Note', fields: [{ id: 'title', type: 'Symbol' }] },
          {
            sys: { id: 'list' },
            name: 'List',
            fields: [
              {
                id: 'notes',
                type: 'Array',
                items: {
                  type: 'Link',
                  linkType: 'Entry',
                  validations: [{ linkContentType: ['note'] }],
                },
              },
            ],
          },
        ],
        entries: [
          entry('list-1', 'list', { notes: [link('note-1'), link('gone'), link('list-1')] }),
          entry('note-1', 'note', { title: 'Hello', colour: 'red' }),
          {
            sys: { id: 'note-2', contentType: { sys: { id: 'note' } } },
            fields: { title: { 'en-US': 'Hello', 'es-US': 'Hola' } },
          },
        ],
      }),
    );
    expect(findContentProblems(await readEmbeddedContent(dir))).toEqual([
      'Entry list-1 (list.notes) links to the missing entry gone.',
      'Entry list-1 (list.notes) links to list-1, a list, which it does not allow.',
      'Entry note-1 has the field "colour" that note lacks.',
      'Entry note-2 has es-US for note.title, which is not localized.',
    ]);
  });

  it('hands contentful-import the embedded files under content/assets/, and no content model', async () => {
    const content = await readEmbeddedContent();
    const imported = toImportContent(content);
    expect(Object.keys(imported)).toEqual(['entries', 'assets', 'tags', 'locales']);
    // The Spanish locale is created beside the space's default one, falling back to it.
    expect(imported.locales).toEqual([
      expect.objectContaining({ code: 'es-US', fallbackCode: 'en-US', optional: true }),
    ]);
    const file = (
      imported.assets[0]!.fields!.file as Record<string, { url: string; fileName: string }>
    )['en-US']!;
    expect(file.url).toBe(`//assets/${file.fileName}`);
    // contentful-import uploads <assetsDirectory>/<the URL after its //>.
    expect(existsSync(path.join(CONTENT_DIR, file.url.slice(2)))).toBe(true);
  });
});
