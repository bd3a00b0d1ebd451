import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { contentSource } from '@/lib/cms';
import { contentAnswers, redisAnswers, storeWritable } from '@/lib/health/dependencies';
import { runChecks, type Check } from '@/lib/health/report';
import { closedPortUrl, setEnv, temporaryDataDir } from '@/tests/support/platformStub';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

/** One check's state, as the readiness answer shows it. */
async function stateOf(check: Check) {
  return (await runChecks({ check })).checks.check!;
}

/** A server that takes connections and never says a word: a hung Redis or CMS. */
async function silentServer() {
  const sockets = new Set<Socket>();
  const closed: Promise<void>[] = [];
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    // Read and dropped, so that the other side's close is seen.
    socket.resume();
    closed.push(new Promise((resolve) => socket.on('close', () => resolve())));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    /** Settles once every connection the server took has been closed by the other side. */
    allClosed: () => Promise.all(closed),
    stop: () => {
      sockets.forEach((socket) => socket.destroy());
      server.close();
    },
  };
}

afterEach(() => vi.unstubAllEnvs());

describe('the store check', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  beforeEach(() => {
    data = temporaryDataDir();
  });
  afterEach(() => data.remove());

  it('passes on a writable folder and leaves nothing behind', async () => {
    writeFileSync(path.join(data.dir, 'platform.json'), '{"version":1}\n');
    expect(await stateOf(storeWritable(data.dir, 1000))).toMatchObject({ status: 'ok' });
    expect(readdirSync(data.dir)).toEqual(['platform.json']);
  });

  it('creates the folder the store will write to, as the store does', async () => {
    const folder = path.join(data.dir, 'not-yet');
    expect(await stateOf(storeWritable(folder, 1000))).toMatchObject({ status: 'ok' });
    expect(existsSync(folder)).toBe(true);
  });

  it('fails when the folder cannot take a write', async () => {
    // A file where the folder should be: refused to every user, root included.
    const blocked = path.join(data.dir, 'blocked');
    writeFileSync(blocked, '');
    const state = await stateOf(storeWritable(blocked, 1000));
    expect(state.status).toBe('fail');
    expect(state.reason).toMatch(/^(EEXIST|ENOTDIR)$/);
  });
});

describe('the Redis check', () => {
  it('fails at once when Redis is configured and down', async () => {
    const state = await stateOf(
      redisAnswers((await closedPortUrl()).replace('http', 'redis'), 1000),
    );
    expect(state).toMatchObject({ status: 'fail', reason: 'ECONNREFUSED' });
    expect(state.ms).toBeLessThan(1000);
  });

  it('fails a Redis that hangs at the end of its time, and closes the connection', async () => {
    const hung = await silentServer();
    try {
      const state = await stateOf(redisAnswers(`redis://127.0.0.1:${hung.port}`, 200));
      expect(state).toMatchObject({ status: 'fail', reason: 'timeout' });
      expect(state.ms).toBeLessThan(1000);
      await hung.allClosed();
    } finally {
      hung.stop();
    }
  });

  // `npm test` installs redis-server first (scripts/ensure-redis.sh).
  describe.skipIf(!hasRedis)('on a running Redis', () => {
    let server: ChildProcess;
    let url: string;
    beforeAll(async () => {
      const port = new URL(await closedPortUrl()).port;
      server = spawn('redis-server', ['--port', port, '--save', '', '--appendonly', 'no']);
      url = `redis://127.0.0.1:${port}`;
      await vi.waitFor(
        async () => expect((await stateOf(redisAnswers(url, 500))).status).toBe('ok'),
        {
          timeout: 10_000,
        },
      );
    });
    afterAll(() => server.kill());

    it('passes, and closes its connection', async () => {
      const client = spawnSync('redis-cli', ['-u', url, 'info', 'clients'], { encoding: 'utf8' });
      const before = /connected_clients:(\d+)/.exec(client.stdout)?.[1];
      expect(await stateOf(redisAnswers(url, 1000))).toMatchObject({ status: 'ok' });
      await vi.waitFor(() => {
        const after = spawnSync('redis-cli', ['-u', url, 'info', 'clients'], { encoding: 'utf8' });
        expect(/connected_clients:(\d+)/.exec(after.stdout)?.[1]).toBe(before);
      });
    });
  });
});

describe('the content check', () => {
  it('passes on the embedded content', async () => {
    setEnv({ CONTENTFUL_SPACE_ID: '', CONTENTFUL_DELIVERY_TOKEN: '' });
    expect(await stateOf(contentAnswers(() => contentSource(), 2000))).toMatchObject({
      status: 'ok',
    });
  });

  it('fails a Contentful that hangs at the end of its time', async () => {
    const hung = await silentServer();
    setEnv({
      CONTENTFUL_SPACE_ID: 'space1',
      CONTENTFUL_DELIVERY_TOKEN: 'delivery-token-1234',
      CONTENTFUL_DELIVERY_URL: `http://127.0.0.1:${hung.port}`,
    });
    try {
      const state = await stateOf(contentAnswers(() => contentSource(), 200));
      expect(state).toMatchObject({ status: 'fail', reason: 'timeout' });
      expect(state.ms).toBeLessThan(1000);
    } finally {
      hung.stop();
    }
  });
});
