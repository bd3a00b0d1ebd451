import { randomUUID } from 'node:crypto';
import { mkdir, readFile, realpath, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import { z } from 'zod';
import { log } from '@/lib/log';

/**
 * The embedded platform's memory: one JSON file (`platform.json` in PLATFORM_DATA_DIR) that
 * survives restarts and that `npm run platform:inbox` prints. Every change reads the file, applies
 * the change and writes it back through a temporary file and a rename, so a crash never leaves
 * half a file. Changes take turns: within this process through a queue, and with any other process
 * on the same folder (a second server, a build) through a lock folder beside the file, so none is
 * lost. Each list keeps its newest MAX_ENTRIES_PER_LIST entries, so the file, rewritten whole on
 * each change, stays small. It is the single-server default; a real deployment sets
 * PLATFORM_API_URL (docs/decisions/0020-hold-under-abuse.md).
 */

const STORE_VERSION = 1;

/** Entries kept per list; older ones are dropped when a change is saved. */
export const MAX_ENTRIES_PER_LIST = 500;

/** How long a second process waits for the lock (retries × up to maxTimeout), and when a lock
 * left by a crashed process counts as abandoned. */
const LOCK_OPTIONS = {
  stale: 10_000,
  retries: { retries: 100, minTimeout: 5, maxTimeout: 100 },
} as const;

const entry = z.object({ id: z.string(), receivedAt: z.string() }).catchall(z.unknown());

// Every list defaults to empty, so a file written before a list existed still reads as it is.
const list = z.array(entry).default([]);

const storeData = z.object({
  version: z.literal(STORE_VERSION),
  /** Passes registered through this store: pass number → member id and when. */
  registeredPasses: z
    .record(z.string(), z.object({ memberId: z.string(), registeredAt: z.string() }))
    .default({}),
  registrations: list,
  leads: list,
  mails: list,
  virtualExperiences: list,
  cartDeletions: list,
  giftCardChecks: list,
});

export type StoreData = z.infer<typeof storeData>;
/** The lists a received request is appended to. */
export type StoreList = Exclude<keyof StoreData, 'version' | 'registeredPasses'>;

const LISTS: readonly StoreList[] = [
  'registrations',
  'leads',
  'mails',
  'virtualExperiences',
  'cartDeletions',
  'giftCardChecks',
];

function emptyStore(): StoreData {
  return storeData.parse({ version: STORE_VERSION });
}

/** A received request as it is kept: an id and the time it arrived, then its own fields. */
export function newEntry(fields: Record<string, unknown>): StoreData[StoreList][number] {
  return { ...fields, id: randomUUID(), receivedAt: new Date().toISOString() };
}

export interface PlatformStore {
  readonly file: string;
  read(): Promise<StoreData>;
  /** Applies `change` to the stored data and saves it; answers what `change` returned. */
  update<T>(change: (data: StoreData) => T): Promise<T>;
}

// Shared by every store object on the same file, and by every bundle of this module that Next may
// load in one server process, so that two routes writing at once still take turns.
const queues: Map<string, Promise<unknown>> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('spark-alley.platform-store-queues')
] ??= new Map<string, Promise<unknown>>()) as Map<string, Promise<unknown>>;

function inTurn<T>(file: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(file) ?? Promise.resolve();
  const result = previous.then(task, task);
  const settled = result.catch(() => undefined);
  queues.set(file, settled);
  // Forget the queue once it is idle, so the map does not grow with every file ever used.
  void settled.then(() => {
    if (queues.get(file) === settled) queues.delete(file);
  });
  return result;
}

async function load(file: string): Promise<StoreData> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyStore();
    throw error;
  }
  let reason: string;
  try {
    const parsed = storeData.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    reason = parsed.error.issues[0]?.message ?? 'unexpected shape';
  } catch {
    reason = 'not JSON';
  }
  // Keep the damaged file for a developer to look at, and carry on with an empty store.
  const aside = `${file}.corrupt-${Date.now()}`;
  await rename(file, aside);
  log.warn(
    { file, movedTo: aside, reason },
    'embedded platform store was unreadable; started afresh',
  );
  return emptyStore();
}

async function save(file: string, data: StoreData): Promise<void> {
  for (const list of LISTS) {
    if (data[list].length > MAX_ENTRIES_PER_LIST) {
      data[list].splice(0, data[list].length - MAX_ENTRIES_PER_LIST);
    }
  }
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(data, null, 2)}\n`, 'utf8');
  await rename(temporary, file);
}

/** The store in `dataDir` (relative to the working directory, like Next's own files). */
export function openStore(dataDir: string): PlatformStore {
  const file = path.resolve(dataDir, 'platform.json');
  return {
    file,
    read: () => inTurn(file, () => load(file)),
    update: (change) =>
      inTurn(file, () =>
        acrossProcesses(file, async () => {
          const data = await load(file);
          const answer = change(data);
          await save(file, data);
          return answer;
        }),
      ),
  };
}

/**
 * Runs `task` holding the folder's lock (proper-lockfile: an atomic mkdir of
 * `platform.json.lock`, refreshed while held), which every process using the folder honours.
 * The lock is taken on the folder's real path, so two spellings of one folder share it.
 */
async function acrossProcesses<T>(file: string, task: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(file), { recursive: true });
  const folder = await realpath(path.dirname(file));
  const lockfilePath = path.join(folder, `${path.basename(file)}.lock`);
  const release = await lock(folder, {
    ...LOCK_OPTIONS,
    realpath: false,
    lockfilePath,
    onCompromised: (error) =>
      log.warn({ file, reason: error.message }, 'embedded platform store lock was lost'),
  });
  try {
    return await task();
  } finally {
    await release().catch((error: unknown) =>
      log.warn({ file, reason: String(error) }, 'embedded platform store lock was not released'),
    );
  }
}
