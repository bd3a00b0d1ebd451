import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as files from 'node:fs/promises';
import path from 'node:path';
import { newEntry, openStore } from '@/lib/platform/store';
import { temporaryDataDir } from '@/tests/support/platformStub';

/**
 * Group commit: requests that arrive together share writes of the store file, and each is
 * answered only once a write holding it is on disk.
 */

vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof import('node:fs/promises')>();
  return { ...actual, rename: vi.fn(actual.rename) };
});

/** How many times the store file was replaced: one per write of the store. */
const storeWrites = (file: string) =>
  vi.mocked(files.rename).mock.calls.filter(([, to]) => to === file).length;

const storedLeads = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { leads: { index: number }[] }).leads;

describe('the embedded store under many requests at once', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  beforeEach(() => {
    data = temporaryDataDir();
    vi.mocked(files.rename).mockClear();
  });
  afterEach(() => data.remove());

  it('stores all of 200 concurrent changes in far fewer writes than changes', async () => {
    const { file } = openStore(data.dir);
    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        openStore(data.dir).update((stored) => {
          stored.leads.push(newEntry({ index }));
        }),
      ),
    );
    expect(new Set(storedLeads(file).map((lead) => lead.index)).size).toBe(200);
    expect(storeWrites(file)).toBeGreaterThanOrEqual(1);
    expect(storeWrites(file)).toBeLessThanOrEqual(10);
  });

  it('answers each change only once the file on disk holds it', async () => {
    const { file } = openStore(data.dir);
    const missingWhenAnswered: number[] = [];
    await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        await openStore(data.dir).update((stored) => {
          stored.leads.push(newEntry({ index }));
        });
        if (!storedLeads(file).some((lead) => lead.index === index)) {
          missingWhenAnswered.push(index);
        }
      }),
    );
    expect(missingWhenAnswered).toEqual([]);
  });

  it('leaves out a change that throws half-way, and saves the rest of its batch', async () => {
    const store = openStore(data.dir);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        store.update((stored) => {
          stored.leads.push(newEntry({ index }));
          if (index === 7) throw new Error('refused after a change');
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(1);
    const indexes = storedLeads(store.file).map((lead) => lead.index);
    expect(indexes).toHaveLength(19);
    expect(indexes).not.toContain(7);
  });

  it('fails every waiting change, rather than keeping it waiting, when the folder is unusable', async () => {
    const notAFolder = path.join(data.dir, 'file');
    writeFileSync(notAFolder, '');
    const store = openStore(path.join(notAFolder, 'data'));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => store.update(() => undefined)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(5).fill('rejected'));
  });

  it('removes a temporary file a killed writer left behind when it next writes', async () => {
    const store = openStore(data.dir);
    const abandoned = `${store.file}.4242.2b7f0c3e-8d7a-4a52-9f7e-1f9c2b3a4d5e.tmp`;
    writeFileSync(abandoned, '{"version": 1, "leads": [{"id": "half');
    await store.update((stored) => {
      stored.leads.push(newEntry({ index: 1 }));
    });
    expect(readdirSync(data.dir)).toEqual(['platform.json']);
  });
});
