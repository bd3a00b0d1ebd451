import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the platform API on 127.0.0.1, written from the contract in the README: it
 * records every request exactly as received and answers what the test scripts.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON; undefined when there was none. */
  body: unknown;
}

/**
 * The answer to the next request: a status with a JSON body, a status with a raw body, no answer
 * at all ('hang'), or a 200 whose body never ends ('hang-body').
 */
export type StubAnswer =
  { status: number; json?: unknown } | { status: number; raw: string } | 'hang' | 'hang-body';

export interface PlatformStub {
  /** Base address to use as PLATFORM_API_URL. */
  url: string;
  requests: RecordedRequest[];
  /** Used one per request, in order; when empty, requests get `fallback`. */
  answers: StubAnswer[];
  fallback: StubAnswer;
}

const EMPTY_OK: StubAnswer = { status: 200, json: {} };

/**
 * Called at a test file's (or describe block's) top level: one stub for all its tests, listening
 * from before the first to after the last, and before each test cleared of the requests it
 * received and the answers scripted for it, so that no test sees another's. Its `url` is set once
 * it listens: read it in tests and hooks.
 */
export function platformStubForEachTest(): PlatformStub {
  const stub: PlatformStub = {
    url: '',
    requests: [],
    answers: [],
    fallback: EMPTY_OK,
  };
  let close: () => Promise<void>;
  beforeAll(async () => {
    close = await listen(stub);
  });
  afterAll(() => close());
  beforeEach(() => {
    stub.requests.length = 0;
    stub.answers.length = 0;
    stub.fallback = EMPTY_OK;
  });
  return stub;
}

/**
 * Serves `stub` on a free port, recording into it and answering from it; returns what closes the
 * server again.
 */
async function listen(stub: PlatformStub): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      stub.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      answer(response, stub.answers.shift() ?? stub.fallback);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.url = `http://127.0.0.1:${port}`;
  return () => {
    server.closeAllConnections();
    return new Promise((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  };
}

function answer(response: ServerResponse, scripted: StubAnswer) {
  if (scripted === 'hang') return;
  if (scripted === 'hang-body') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"passNumberStatus": [');
    return;
  }
  const body = 'raw' in scripted ? scripted.raw : JSON.stringify(scripted.json ?? {});
  response.writeHead(scripted.status, { 'content-type': 'application/json' });
  response.end(body);
}

/** An address where nothing listens: a port that was just free. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/**
 * Sets environment variables for the code under test (vi.unstubAllEnvs undoes them); `config()`
 * reads them at its next call (tests/setup.ts).
 */
export function setEnv(variables: Record<string, string>) {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
}

/** A fresh, empty folder for the embedded platform's store, removed by the returned function. */
export function temporaryDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'platform-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface EmbeddedPlatformEnv {
  /** The folder the platform stores in. */
  dir: string;
  /** Undoes the environment and removes the folder. */
  restore: () => void;
}

/**
 * Points the platform routes at the embedded platform (no PLATFORM_API_URL), storing in a fresh,
 * empty folder and allowing this many requests a minute from one client.
 */
export function setEmbeddedPlatformEnv(ratePerMinute: number): EmbeddedPlatformEnv {
  const data = temporaryDataDir();
  setEnv({
    PLATFORM_API_URL: '',
    PLATFORM_DATA_DIR: data.dir,
    RATE_LIMIT_PER_MINUTE: String(ratePerMinute),
  });
  return {
    dir: data.dir,
    restore() {
      vi.unstubAllEnvs();
      data.remove();
    },
  };
}
