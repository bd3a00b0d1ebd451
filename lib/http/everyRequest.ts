import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Node's own notice of each request its HTTP server starts, before Next sees the request. */
const REQUEST_START = 'http.server.request.start';

/**
 * Runs `handle` on every request the process's HTTP server starts, once per process whatever
 * reloads the module: `name` keys the subscription, so a second call with it adds nothing.
 */
export function onEveryRequest(
  name: string,
  handle: (exchange: { request: IncomingMessage; response: ServerResponse }) => void,
): void {
  const state = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`spark-alley.${name}`);
  if (state[key]) return;
  state[key] = true;
  subscribe(REQUEST_START, (message) =>
    handle(message as { request: IncomingMessage; response: ServerResponse }),
  );
}
