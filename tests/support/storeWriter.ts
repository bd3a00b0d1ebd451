import { MAX_ENTRIES_PER_LIST, newEntry, openStore } from '@/lib/platform/store';

/**
 * A server's worth of writes to the embedded store in the folder given as argument, for a test to
 * kill at any moment: WRITERS requests at a time, each adding a lead with its number, and the
 * number printed once its write is answered (a guest told "sent").
 */

const WRITERS = 20;
/** Well below the store's trim limit, so every answered lead is still in the file at the kill. */
const LEADS = MAX_ENTRIES_PER_LIST - 100;
const store = openStore(process.argv[2] ?? '.data');
let next = 0;

async function keepWriting() {
  while (next < LEADS) {
    const index = next;
    next += 1;
    await store.update((data) => {
      data.leads.push(newEntry({ index }));
    });
    process.stdout.write(`${index}\n`);
  }
}

for (let writer = 0; writer < WRITERS; writer += 1) void keepWriting();
// Like a server, it stays up after its last write until it is killed.
setInterval(() => {}, 60_000);
