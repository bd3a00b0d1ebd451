// `node perf/enquiry-burst.mjs http://127.0.0.1:3000`: 200 virtual experience enquiries sent at
// once to a running server (it starts nothing itself), as a crowd sending the form together.
// Prints the slowest answer and how many of the enquiries the server answered 200; fails unless
// all of them were. Against the embedded platform, run the server with RATE_LIMIT_PER_MINUTE
// high enough for 200 requests from one address and a PLATFORM_DATA_DIR of its own: then
// `npm run platform:inbox` (same PLATFORM_DATA_DIR) lists them all (decision 0006).
const ENQUIRIES = 200;
/** A guest waiting this long has given up; the request is counted as failed. */
const GIVE_UP_MS = 60_000;

const base = process.argv[2];
if (!base || !/^https?:\/\//.test(base)) {
  console.error('Usage: node perf/enquiry-burst.mjs <server address, e.g. http://127.0.0.1:3000>');
  process.exit(2);
}
const url = new URL('/api/virtual-experiences/', base);
const run = Date.now().toString(36);

/** The form model the virtual experience form sends, each enquiry told apart by its name. */
const enquiry = (index) => ({
  'First Name': `Burst${index}`,
  'Last Name': run,
  Email: `burst${index}@example.com`,
  'Phone Number': '',
  Company: '',
  'Team Size': '',
  'Desired Date': '',
  Occasion: '',
  'Occasion Details': '',
  'Additional Info': `Load test enquiry ${index} of ${ENQUIRIES}`,
  emailOptIn: false,
});

async function send(index) {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(enquiry(index)),
      signal: AbortSignal.timeout(GIVE_UP_MS),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, error: String(error) };
  }
}

const answers = await Promise.all(Array.from({ length: ENQUIRIES }, (_, index) => send(index)));
const landed = answers.filter((answer) => answer.status === 200).length;
const slowest = Math.max(...answers.map((answer) => answer.ms));
const counts = new Map();
for (const { status } of answers) {
  const key = status === 0 ? 'no answer' : String(status);
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
const statuses = [...counts].map(([status, count]) => `${status}: ${count}`);
console.log(
  [
    `enquiries: ${ENQUIRIES} at once to ${url}`,
    `answered 200: ${landed} (${statuses.join(', ')})`,
    `slowest answer: ${(slowest / 1000).toFixed(2)} s`,
    `last name of this run's enquiries: ${run}`,
  ].join('\n'),
);
process.exitCode = landed === ENQUIRIES ? 0 : 1;
