import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, realpath, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import { z } from 'zod';
import { log } from '@/lib/log';

/**
 * The embedded platform's memory: one JSON file (`platform.json` in PLATFORM_DATA_DIR) that
 * survives restarts and that `npm run platform:inbox` prints. A write reads the file, applies the
 * changes waiting and writes it back through a temporary file, flushed to disk, and a rename, so a
 * crash never leaves half a file and an answered change is never lost. Changes that arrive while
 * a write is under way go together into the next one (group commit); with any other process on
 * the same folder (a second server, a build) writes take turns through a lock folder beside the
 * file, so none is lost. Each list keeps its newest MAX_ENTRIES_PER_LIST entries, so the file,
 * rewritten whole on each write, stays small. It is the single-server default; a real deployment
 * sets PLATFORM_API_URL (docs/decisions/0020-hold-under-abuse.md).
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
  /**
   * Applies `change` to the stored data and saves it; answers what `change` returned once the file
   * that holds the change is on disk. A change that throws is left out of the save.
   */
  update<T>(change: (data: StoreData) => T): Promise<T>;
}

/** A change waiting for its batch to be written. */
interface PendingChange {
  change: (data: StoreData) => unknown;
  settle: (outcome: ChangeOutcome) => void;
}

type ChangeOutcome = { answer: unknown } | { error: unknown };

/** What a file has waiting: the changes for the next write, and whether a write is under way. */
interface FileQueue {
  waiting: PendingChange[];
  writing: boolean;
  /** Settles with the batch that holds the change queued last; batches are written in order. */
  latest: Promise<unknown>;
}

// Shared by every store object on the same file, and by every bundle of this module that Next may
// load in one server process, so that changes from every route join the same batches.
const queues: Map<string, FileQueue> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('spark-alley.platform-store-batches')
] ??= new Map<string, FileQueue>()) as Map<string, FileQueue>;

/**
 * Group commit: the changes that arrive while a write is under way wait, and the next write takes
 * them all at once, so a burst of requests costs a few writes rather than one each. Each change's
 * promise settles only after the write that holds it, so no request is answered before its data
 * is on disk.
 */
function enqueue(file: string, change: (data: StoreData) => unknown): Promise<unknown> {
  let queue = queues.get(file);
  if (!queue) {
    queue = { waiting: [], writing: false, latest: Promise.resolve() };
    queues.set(file, queue);
  }
  const settled = new Promise<ChangeOutcome>((settle) => queue.waiting.push({ change, settle }));
  queue.latest = settled;
  if (!queue.writing) void writeBatches(file, queue);
  return settled.then((outcome) => {
    if ('error' in outcome) throw outcome.error;
    return outcome.answer;
  });
}

async function writeBatches(file: string, queue: FileQueue): Promise<void> {
  queue.writing = true;
  while (queue.waiting.length > 0) {
    // The batch is taken once the lock is held, so the changes that arrive meanwhile join it.
    const taken: { batch?: PendingChange[] } = {};
    let outcomes: ChangeOutcome[];
    try {
      outcomes = await acrossProcesses(file, () =>
        applyAndSave(file, (taken.batch = queue.waiting.splice(0))),
      );
    } catch (error) {
      // Without the lock (an unwritable folder), every change waiting fails rather than waits.
      taken.batch ??= queue.waiting.splice(0);
      outcomes = taken.batch.map(() => ({ error }));
    }
    taken.batch?.forEach((pending, index) => pending.settle(outcomes[index]!));
  }
  queue.writing = false;
  // Forget the file once it is idle, so the map does not grow with every file ever used.
  if (queues.get(file) === queue) queues.delete(file);
}

/**
 * Applies a batch's changes in order and saves the result once, holding the lock. A change that
 * throws may have changed the data half-way, so the batch starts again from the file without it.
 */
async function applyAndSave(file: string, batch: readonly PendingChange[]) {
  await removeAbandonedTemporaryFiles(file);
  const outcomes = new Map<PendingChange, ChangeOutcome>();
  let applying = [...batch];
  let data = await load(file);
  for (let index = 0; index < applying.length; index += 1) {
    const pending = applying[index]!;
    try {
      outcomes.set(pending, { answer: pending.change(data) });
    } catch (error) {
      outcomes.set(pending, { error });
      applying = applying.filter((other) => other !== pending);
      data = await load(file);
      index = -1;
    }
  }
  if (applying.length > 0) await save(file, data);
  return batch.map((pending) => outcomes.get(pending)!);
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

/** The temporary file a save writes before renaming it over the store. */
const temporaryFileOf = (file: string) => `${file}.${process.pid}.${randomUUID()}.tmp`;
const isTemporaryFileOf = (file: string, name: string) =>
  name.startsWith(`${path.basename(file)}.`) && name.endsWith('.tmp');

/**
 * Removes what a writer killed between writing its temporary file and renaming it left behind.
 * Called holding the lock: a writer only has a temporary file while it holds the lock, so any
 * found then belongs to no one.
 */
async function removeAbandonedTemporaryFiles(file: string): Promise<void> {
  const folder = path.dirname(file);
  const names = await readdir(folder).catch(() => []);
  for (const name of names.filter((candidate) => isTemporaryFileOf(file, candidate))) {
    await rm(path.join(folder, name), { force: true });
    log.info({ file, removed: name }, 'removed a temporary file a stopped writer left behind');
  }
}

/**
 * Writes the data through a temporary file that is flushed to disk before it is renamed over the
 * store, and flushes the folder after where the system can, so the store on disk is always a whole
 * file and a change whose request was answered survives a crash of the process or of the machine.
 */
async function save(file: string, data: StoreData): Promise<void> {
  for (const list of LISTS) {
    if (data[list].length > MAX_ENTRIES_PER_LIST) {
      data[list].splice(0, data[list].length - MAX_ENTRIES_PER_LIST);
    }
  }
  const temporary = temporaryFileOf(file);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(data, null, 2)}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  await syncFolder(path.dirname(file));
}

/** What a system that cannot flush a folder answers: Windows, some network and FUSE mounts. */
const FOLDER_SYNC_UNSUPPORTED = new Set(['EISDIR', 'EPERM', 'EINVAL']);

async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    // Best effort there: the rename has already saved the data, so the request must not fail.
    if (!FOLDER_SYNC_UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}

/** The store in `dataDir` (relative to the working directory, like Next's own files). */
export function openStore(dataDir: string): PlatformStore {
  const file = path.resolve(dataDir, 'platform.json');
  return {
    file,
    // Waits for the changes asked for before it, not for those that keep arriving after.
    read: async () => {
      await queues.get(file)?.latest;
      return load(file);
    },
    update: <T>(change: (data: StoreData) => T) => enqueue(file, change) as Promise<T>,
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
