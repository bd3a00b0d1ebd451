import { PREVIEW_SECONDS, previewToken, previewTokenValid } from '@/lib/http/draft';

const SECRET = 'draft-secret-0123456789';
const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);

describe('the preview cookie', () => {
  it('is valid under the secret it was made with until it expires', () => {
    const token = previewToken(SECRET, NOW);
    expect(previewTokenValid(token, SECRET, NOW)).toBe(true);
    expect(previewTokenValid(token, SECRET, NOW + PREVIEW_SECONDS * 1000 - 1)).toBe(true);
    expect(previewTokenValid(token, SECRET, NOW + PREVIEW_SECONDS * 1000)).toBe(false);
  });

  it('is revoked by a new secret, and worth nothing without one', () => {
    const token = previewToken(SECRET, NOW);
    expect(previewTokenValid(token, 'another-secret-98765', NOW)).toBe(false);
    expect(previewTokenValid(token, undefined, NOW)).toBe(false);
  });

  it('cannot be forged by moving its expiry or by another shape', () => {
    const [expiresAt, signature] = previewToken(SECRET, NOW).split('.');
    const later = String(Number(expiresAt) + 60_000);
    expect(previewTokenValid(`${later}.${signature}`, SECRET, NOW)).toBe(false);
    // An expiry far beyond one preview's length is refused even with a matching signature.
    const farToken = previewToken(SECRET, NOW + 10 * PREVIEW_SECONDS * 1000);
    expect(previewTokenValid(farToken, SECRET, NOW)).toBe(false);
    for (const odd of ['', '1', 'x.y', `${expiresAt}.`, `${expiresAt}.${signature}x`]) {
      expect(previewTokenValid(odd, SECRET, NOW)).toBe(false);
    }
  });
});
