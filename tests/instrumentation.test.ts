import { onRequestError } from '@/instrumentation';
import { spyOnErrors } from '@/tests/support/log';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('onRequestError', () => {
  it('logs a failed render once, with its path and route but without the request headers', async () => {
    const errors = spyOnErrors();
    const failure = Object.assign(new Error('Contentful request for "page" entries failed: 503'), {
      digest: '1234',
    });
    await onRequestError(
      failure,
      { path: '/offers/', method: 'GET', headers: { cookie: '__prerender_bypass=secret' } },
      {
        routerKind: 'App Router',
        routePath: '/[...slug]',
        routeType: 'render',
        renderSource: 'react-server-components',
        revalidateReason: 'stale',
      },
    );
    expect(errors).toHaveBeenCalledTimes(1);
    const [details, message] = errors.mock.calls[0]!;
    expect(message).toBe('request failed');
    expect(details).toMatchObject({
      err: failure,
      digest: '1234',
      path: '/offers/',
      method: 'GET',
      route: '/[...slug]',
      routeType: 'render',
      revalidateReason: 'stale',
    });
    expect(JSON.stringify(details)).not.toContain('secret');
  });
});
