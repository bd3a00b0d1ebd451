// Prints what the embedded platform received (npm run platform:inbox): leads, mails, virtual
// experience requests, cart deletions and season pass registrations. It reads the store file
// written by lib/platform/store.ts, in PLATFORM_DATA_DIR (default .data) like the server.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The server reads .env.local and .env through Next; do the same for PLATFORM_DATA_DIR
// (variables already set win). loadEnvFile exists from Node 20.12.
for (const file of ['.env.local', '.env']) {
  if (existsSync(file) && typeof process.loadEnvFile === 'function') process.loadEnvFile(file);
}

const file = path.resolve(process.env.PLATFORM_DATA_DIR || '.data', 'platform.json');

if (!existsSync(file)) {
  console.log(`Nothing received yet: ${file} does not exist.`);
  console.log('Send a form on the site (npm run dev) while PLATFORM_API_URL is unset.');
  process.exit(0);
}

let store;
try {
  store = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file} is not readable JSON (${error.message}); the server will set it aside.`);
  process.exit(1);
}

const time = (iso) => new Date(iso).toLocaleString();

// What guests typed is printed to a terminal: control characters (escape sequences, carriage
// returns) and direction overrides are shown as \u escapes instead of acting on the terminal.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const printable = (text) =>
  String(text).replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const print = (line) => console.log(printable(line));
/** Lists with a summary of their own; any other list of the store is printed field by field. */
const sections = [
  [
    'Season pass registrations',
    'registrations',
    (entry) => [
      `${entry.firstName} ${entry.lastName} <${entry.emailAddress}>, ${entry.type}, center ${entry.locationId}`,
      ...(entry.passNumberStatus ?? []).map(
        (pass) =>
          `${pass.passNumber}: ${pass.status}${pass.memberId ? ` (member ${pass.memberId})` : ''}`,
      ),
    ],
  ],
  [
    'Leads',
    'leads',
    (entry) => [
      `${entry.leadName} at center ${entry.centerId}: ${entry.eventType}, ${entry.eventDate} ${entry.eventTime}`,
      `${entry.contact?.firstName} ${entry.contact?.lastName} <${entry.contact?.email}> ${entry.contact?.mobile}`,
      ...(entry.description ? [`"${entry.description}"`] : []),
    ],
  ],
  ['Mails', 'mails', (entry) => [`${entry.table} → ${entry.sendTo}`, ...fieldLines(entry.fields)]],
  [
    'Virtual experience requests',
    'virtualExperiences',
    (entry) => [`${Object.keys(entry.fields ?? {}).length} fields`, ...fieldLines(entry.fields)],
  ],
  [
    'Cart deletions',
    'cartDeletions',
    (entry) => [
      `${entry.call}: cart ${entry.cartSummaryId} at center ${entry.centerId}` +
        (entry.accountId ? ` (account ${entry.accountId})` : ''),
    ],
  ],
];

function fieldLines(fields) {
  return Object.entries(fields ?? {}).map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
}

const described = new Set(sections.map(([, list]) => list));
for (const [list, entries] of Object.entries(store)) {
  if (Array.isArray(entries) && !described.has(list)) {
    const ownFields = (entry) =>
      Object.fromEntries(
        Object.entries(entry).filter(([name]) => !['id', 'receivedAt'].includes(name)),
      );
    sections.push([list, list, (entry) => ['', ...fieldLines(ownFields(entry))]]);
  }
}

console.log(`Embedded platform inbox: ${file}\n`);
let total = 0;
for (const [title, list, describe] of sections) {
  const entries = store[list] ?? [];
  print(`== ${title} (${entries.length})`);
  for (const entry of entries) {
    const [first = '', ...rest] = describe(entry);
    print(`- ${time(entry.receivedAt)}  ${first}`);
    for (const line of rest) print(`    ${line}`);
  }
  console.log('');
  total += entries.length;
}

const registered = Object.entries(store.registeredPasses ?? {});
console.log(`== Passes registered here (${registered.length})`);
for (const [pass, { memberId, registeredAt }] of registered) {
  print(`- ${pass} → member ${memberId}, ${time(registeredAt)}`);
}
if (total === 0 && registered.length === 0) console.log('\nNothing received yet.');
