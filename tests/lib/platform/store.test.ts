import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { MAX_ENTRIES_PER_LIST, newEntry, openStore } from '@/lib/platform/store';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';
import { temporaryDataDir } from '@/tests/support/platformStub';

describe('openStore', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  beforeEach(() => {
    data = temporaryDataDir();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    data.remove();
  });

  it('starts empty without creating a file until something is stored', async () => {
    const store = openStore(path.join(data.dir, 'nested', 'dir'));
    const empty = await store.read();
    expect(empty.leads).toEqual([]);
    expect(empty.registeredPasses).toEqual({});
    expect(existsSync(store.file)).toBe(false);
  });

  it('creates its folder, writes readable JSON and leaves no temporary file', async () => {
    const store = openStore(path.join(data.dir, 'nested'));
    await store.update((stored) => {
      stored.leads.push(newEntry({ leadName: 'Lee - Play Academy' }));
    });
    const onDisk = JSON.parse(readFileSync(store.file, 'utf8')) as {
      leads: { leadName: string }[];
    };
    expect(onDisk.leads[0]?.leadName).toBe('Lee - Play Academy');
    expect(readdirSync(path.dirname(store.file))).toEqual(['platform.json']);
  });

  it('reads a file written before some of its lists existed, without setting it aside', async () => {
    const store = openStore(data.dir);
    const lead = newEntry({ leadName: 'Lee - Play Academy' });
    writeFileSync(store.file, JSON.stringify({ version: 1, leads: [lead] }));
    const warnings = spyOnWarnings();

    const stored = await store.read();
    expect(stored.leads).toEqual([lead]);
    expect(stored.mails).toEqual([]);
    expect(stored.registeredPasses).toEqual({});
    expect(readdirSync(data.dir)).toEqual(['platform.json']);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('keeps what it stored for another store object on the same folder (a restart)', async () => {
    await openStore(data.dir).update((stored) => {
      stored.mails.push(newEntry({ sendTo: 'Katy' }));
    });
    const again = await openStore(data.dir).read();
    expect(again.mails).toHaveLength(1);
    expect(again.mails[0]).toMatchObject({ sendTo: 'Katy' });
    expect(again.mails[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(again.mails[0]?.receivedAt ?? ''))).toBe(false);
  });

  it('loses no change when many arrive at once', async () => {
    await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        openStore(data.dir).update((stored) => {
          stored.leads.push(newEntry({ index }));
        }),
      ),
    );
    const stored = await openStore(data.dir).read();
    expect(stored.leads).toHaveLength(25);
    expect(new Set(stored.leads.map((lead) => lead.index)).size).toBe(25);
  });

  it('loses no change when another process writes to the same folder at the same time', async () => {
    // A second spelling of the folder is not queued behind the first in this process, so the two
    // store objects only take turns through the lock, like two server processes.
    const elsewhere = path.join(data.dir, 'elsewhere');
    symlinkSync(data.dir, elsewhere);
    const write = (dir: string, index: number) =>
      openStore(dir).update((stored) => {
        stored.leads.push(newEntry({ index }));
      });
    await Promise.all(
      Array.from({ length: 30 }, (_, index) => write(index % 2 ? data.dir : elsewhere, index)),
    );
    const stored = await openStore(data.dir).read();
    expect(new Set(stored.leads.map((lead) => lead.index)).size).toBe(30);
    expect(readdirSync(data.dir).sort()).toEqual(['elsewhere', 'platform.json']);
  });

  it('keeps the newest entries of each list, so the file it rewrites stays small', async () => {
    const store = openStore(data.dir);
    await store.update((stored) => {
      for (let index = 0; index < MAX_ENTRIES_PER_LIST + 50; index += 1) {
        stored.mails.push(newEntry({ index, message: 'x'.repeat(100) }));
      }
    });
    const { mails } = await store.read();
    expect(mails).toHaveLength(MAX_ENTRIES_PER_LIST);
    expect(mails[0]?.index).toBe(50);
    expect(mails.at(-1)?.index).toBe(MAX_ENTRIES_PER_LIST + 49);
    expect(statSync(store.file).size).toBeLessThan(MAX_ENTRIES_PER_LIST * 400);
  });

  it('does not save a change that throws, and carries on with the next one', async () => {
    const store = openStore(data.dir);
    await expect(
      store.update(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(existsSync(store.file)).toBe(false);
    await store.update((stored) => {
      stored.leads.push(newEntry({}));
    });
    expect((await store.read()).leads).toHaveLength(1);
  });

  it.each([
    ['text that is not JSON', '{"version": 1, "leads": ['],
    ['JSON of another shape', JSON.stringify({ version: 99, leads: 'none' })],
  ])('moves %s aside, logs it and starts afresh', async (_, content) => {
    const warnings = spyOnWarnings();
    const store = openStore(data.dir);
    writeFileSync(store.file, content);
    await store.update((stored) => {
      stored.leads.push(newEntry({ after: true }));
    });
    expect((await store.read()).leads).toEqual([expect.objectContaining({ after: true })]);
    const aside = readdirSync(data.dir).filter((name) => name.startsWith('platform.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(data.dir, aside[0]!), 'utf8')).toBe(content);
    expect(loggedWith(warnings, 'unreadable')).toEqual([
      expect.objectContaining({ file: store.file }),
    ]);
  });
});
