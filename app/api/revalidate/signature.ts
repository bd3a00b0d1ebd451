import { ExpiredRequestException, verifyRequest } from '@contentful/node-apps-toolkit/requests';

/**
 * How far a signature's timestamp may be from this server's clock, in seconds, either way: the
 * window Contentful's own verifier uses by default for age, which also bounds how long a captured
 * request could be replayed. The verifier only refuses old timestamps; one set ahead would make a
 * captured request replayable until that time comes, so a timestamp ahead by more than the window
 * (more than any clock skew) is refused here.
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
    if (!matches) return 'The signature does not match the request.';
    if (signedAhead(request)) {
      return `The signature is dated more than ${SIGNATURE_MAX_AGE_SECONDS} seconds ahead.`;
    }
    return undefined;
  } catch (error) {
    if (error instanceof ExpiredRequestException) {
      return `The signature is older than ${SIGNATURE_MAX_AGE_SECONDS} seconds.`;
    }
    return 'The signature headers are malformed.';
  }
}

/** The verifier has parsed the timestamp header by now, so it is a number of milliseconds. */
function signedAhead(request: Request): boolean {
  const timestamp = Number.parseInt(request.headers.get('x-contentful-timestamp') ?? '', 10);
  return timestamp - Date.now() > SIGNATURE_MAX_AGE_SECONDS * 1000;
}
