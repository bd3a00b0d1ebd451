import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { temporaryDataDir } from '@/tests/support/platformStub';

/**
 * A server killed with SIGKILL in the middle of its writes (a crash, the OOM killer, a power cut
 * of the process): the store on disk is still whole JSON, and every change whose request was
 * answered is in it.
 */

const support = path.resolve('tests/support');
/** Enough answered writes that the kill lands among batches of every size. */
const ANSWERED_BEFORE_KILL = 150;

describe('the embedded store, killed with SIGKILL while writing', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  beforeEach(() => {
    data = temporaryDataDir();
  });
  afterEach(() => data.remove());

  it('keeps a whole file holding every answered change', async () => {
    const writer = spawn(
      process.execPath,
      [
        '--import',
        path.join(support, 'registerTypescript.mjs'),
        path.join(support, 'storeWriter.ts'),
        data.dir,
      ],
      { env: { ...process.env, NODE_ENV: 'test' }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const answered = new Set<number>();
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      writer.on('exit', (_, signal) => resolve(signal)),
    );
    let output = '';
    writer.stdout.setEncoding('utf8');
    writer.stdout.on('data', (chunk: string) => {
      output += chunk;
      const lines = output.split('\n');
      output = lines.pop() ?? '';
      for (const line of lines) answered.add(Number(line));
      if (answered.size >= ANSWERED_BEFORE_KILL) writer.kill('SIGKILL');
    });

    expect(await exited).toBe('SIGKILL');
    expect(answered.size).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
    const stored = JSON.parse(readFileSync(path.join(data.dir, 'platform.json'), 'utf8')) as {
      leads: { index: number }[];
    };
    const storedIndexes = new Set(stored.leads.map((lead) => lead.index));
    expect([...answered].filter((index) => !storedIndexes.has(index))).toEqual([]);
  });
});
