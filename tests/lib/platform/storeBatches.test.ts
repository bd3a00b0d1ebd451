import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as files from 'node:fs/promises';
import path from 'node:path';
import { newEntry, openStore } from '@/lib/platform/store';
import { temporaryDataDir } from '@/tests/support/platformStub';

/**
 * Group commit: requests that arrive together share writes of the store file, and each is
 * answered only once a write holding it is on disk, or as near to it as the system allows.
 */

vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof import('node:fs/promises')>();
  return { ...actual, open: vi.fn(actual.open), rename: vi.fn(actual.rename) };
});

/** How many times the store file was replaced: one per write of the store. */
const storeWrites = (file: string) =>
  vi.mocked(files.rename).mock.calls.filter(([, to]) => to === file).length;

const storedLeads = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { leads: { index: number }[] }).leads;

/** Makes opening the store's folder, to flush it, fail with `code`. */
async function refuseFolderFlush(file: string, code: string) {
  const actual = await vi.importActual<typeof files>('node:fs/promises');
  vi.mocked(files.open).mockImplementation((where, ...rest) =>
    where === path.dirname(file)
      ? Promise.reject(Object.assign(new Error(`${code}: folder`), { code }))
      : actual.open(where, ...rest),
  );
}

describe('the embedded store under many requests at once', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  beforeEach(() => {
    data = temporaryDataDir();
    vi.mocked(files.rename).mockClear();
  });
  afterEach(() => {
    vi.mocked(files.open).mockReset();
    data.remove();
  });

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

  it('answers a read once the changes before it are saved, while more keep arriving', async () => {
    const store = openStore(data.dir);
    let arriving = true;
    const answers: Promise<void>[] = [];
    const arrive = (index: number) => {
      answers.push(
        store.update((stored) => {
          stored.leads.push(newEntry({ index }));
          if (arriving) arrive(index + 1);
        }),
      );
    };
    arrive(0);
    const { leads } = await store.read();
    arriving = false;
    await Promise.all(answers);
    expect(leads.map((lead) => lead.index)).toContain(0);
  });

  it.each(['EISDIR', 'EPERM', 'EINVAL'])(
    'saves and answers a change where the system refuses to flush the folder (%s)',
    async (code) => {
      const store = openStore(data.dir);
      await refuseFolderFlush(store.file, code);
      await store.update((stored) => {
        stored.leads.push(newEntry({ index: 1 }));
      });
      expect(storedLeads(store.file).map((lead) => lead.index)).toEqual([1]);
    },
  );

  it('fails a change when flushing the folder fails otherwise', async () => {
    const store = openStore(data.dir);
    await refuseFolderFlush(store.file, 'EIO');
    await expect(store.update(() => undefined)).rejects.toThrow('EIO');
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
