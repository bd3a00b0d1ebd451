import { createServer, request as send } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trackPeerAddresses } from '@/lib/http/peerAddress';
import { clientAddress } from '@/lib/http/rateLimit';

/** What a handler of this process's HTTP server reads as X-Forwarded-For for a request. */
async function forwardedAsSeen(headers: Record<string, string>): Promise<string | undefined> {
  let seen: string | string[] | undefined;
  const server = createServer((incoming, response) => {
    seen = incoming.headers['x-forwarded-for'];
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => {
    send({ host: '127.0.0.1', port, headers }, (response) => {
      response.resume();
      response.on('end', resolve);
    })
      .on('error', reject)
      .end();
  });
  await new Promise((resolve) => server.close(resolve));
  return typeof seen === 'string' ? seen : undefined;
}

describe('trackPeerAddresses', () => {
  beforeAll(() => trackPeerAddresses());

  it('appends the connection address to what the client wrote, so the client cannot choose its key', async () => {
    const forwarded = await forwardedAsSeen({ 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded).toBe('203.0.113.9, 127.0.0.1');
    expect(clientAddress(new Headers({ 'x-forwarded-for': forwarded! }), 0)).toBe('127.0.0.1');
  });

  it('gives a request without the header the connection address', async () => {
    expect(await forwardedAsSeen({})).toBe('127.0.0.1');
  });
});
