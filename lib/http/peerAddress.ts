import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

/**
 * A Next route handler sees headers, never the socket, and Next fills X-Forwarded-For with the
 * socket's address only when the client sent none. So before Next reads a request, the server
 * appends the address of the connection to that header, as a proxy does: its right-most entry is
 * then the one address no client can write (lib/http/rateLimit.ts `clientAddress`).
 * Node announces every request on this channel before the server's 'request' event.
 */

const CHANNEL = 'http.server.request.start';
const TRACKING = Symbol.for('spark-alley.peer-addresses');

/** Appends the connection's address to the request's X-Forwarded-For. */
export function appendPeerAddress(request: IncomingMessage): void {
  const peer = request.socket?.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-forwarded-for'];
  const earlier = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded;
  request.headers['x-forwarded-for'] = earlier?.trim() ? `${earlier}, ${peer}` : peer;
}

/** Starts appending, once per process (instrumentation.ts calls it when the server starts). */
export function trackPeerAddresses(): void {
  const state = globalThis as Record<symbol, unknown>;
  if (state[TRACKING]) return;
  state[TRACKING] = true;
  subscribe(CHANNEL, (message) =>
    appendPeerAddress((message as { request: IncomingMessage }).request),
  );
}
