import 'server-only';
import QRCode from 'qrcode';

/**
 * The QR code of `url` as an SVG data address, made on the server when the page renders (pages
 * are static, so at build and on revalidation): the browser downloads no QR code library and
 * fetches nothing (docs/decisions/0021-grand-opening-safety-app.md). Medium error correction
 * survives a smudged screen; the quiet zone is the four modules scanners expect.
 */
export async function qrCodeImage(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#1b1340', light: '#ffffff' },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
