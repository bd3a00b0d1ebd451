import type { IncomingMessage } from 'node:http';
import { onEveryRequest } from './everyRequest';

/**
 * A Next route handler sees headers, never the socket, and Next fills X-Forwarded-For with the
 * socket's address only when the client sent none. So before Next reads a request, the server
 * appends the address of the connection to that header, as a proxy does: its right-most entry is
 * then the one address no client can write (lib/http/rateLimit.ts `clientAddress`).
 * Node announces every request (lib/http/everyRequest.ts) before the server's 'request' event.
 */

/** Appends the connection's address to the request's X-Forwarded-For. */
export function appendPeerAddress(request: IncomingMessage): void {
  const peer = request.socket?.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-forwarded-for'];
  const earlier = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded;
  request.headers['x-forwarded-for'] = earlier?.trim() ? `${earlier}, ${peer}` : peer;
}

/** Starts appending, once per process (instrumentation.ts calls it when the server starts). */
export function trackPeerAddresses(): void {
  onEveryRequest('peer-addresses', ({ request }) => appendPeerAddress(request));
}
