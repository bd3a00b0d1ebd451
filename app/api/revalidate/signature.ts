import { ExpiredRequestException, verifyRequest } from '@contentful/node-apps-toolkit/requests';

/**
 * How old a signature may be, in seconds: the window Contentful's own verifier uses by default,
 * which also bounds how long a captured request could be replayed.
 */
export const SIGNATURE_MAX_AGE_SECONDS = 30;

const SIGNATURE_HEADERS = ['x-contentful-signature', 'x-contentful-timestamp'];

/** Why a request was refused, in the words the 401 answer gives; undefined when it is signed. */
export function signatureRefusal(
  request: Request,
  body: string,
  secret: string,
): string | undefined {
  if (SIGNATURE_HEADERS.some((name) => !request.headers.get(name))) {
    return 'Unsigned request: Contentful signs its webhooks with x-contentful-signature.';
  }
  const url = new URL(request.url);
  try {
    const matches = verifyRequest(
      secret,
      {
        method: request.method as 'POST',
        path: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        body,
      },
      SIGNATURE_MAX_AGE_SECONDS,
    );
    return matches ? undefined : 'The signature does not match the request.';
  } catch (error) {
    if (error instanceof ExpiredRequestException) {
      return `The signature is older than ${SIGNATURE_MAX_AGE_SECONDS} seconds.`;
    }
    return 'The signature headers are malformed.';
  }
}
