/**
 * A request body read as UTF-8 text, at most `maxBytes` of it. The declared length may be absent
 * (a chunked body) or wrong, so the bytes themselves are counted and reading stops at the first
 * byte past the limit: an oversized body is never held in memory whole.
 */

export const BODY_TOO_LARGE = Symbol('body too large');
export const BODY_UNREADABLE = Symbol('body unreadable');

type BodyText = string | typeof BODY_TOO_LARGE | typeof BODY_UNREADABLE;

export async function readBodyText(request: Request, maxBytes: number): Promise<BodyText> {
  if (Number(request.headers.get('content-length')) > maxBytes) return BODY_TOO_LARGE;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return BODY_TOO_LARGE;
      }
      chunks.push(value);
    }
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    // Broken UTF-8 or a body the client stopped sending.
    return BODY_UNREADABLE;
  }
}
