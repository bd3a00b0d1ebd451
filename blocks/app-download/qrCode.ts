import 'server-only';
import QRCode from 'qrcode';

/**
 * The QR code of `url` as SVG markup, made on the server when the page renders (pages are static,
 * so at build and on revalidation): the browser downloads no QR code library and fetches nothing
 * (docs/decisions/0021-grand-opening-safety-app.md). It is drawn inline rather than as a data
 * address, which the content security policy does not allow for images (next.config.ts). Medium
 * error correction survives a smudged screen; the quiet zone is the four modules scanners expect.
 */
export async function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#1b1340', light: '#ffffff' },
  });
}
