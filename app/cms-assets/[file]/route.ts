import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ASSET_CACHE_CONTROL } from '@/lib/http/assetCaching';

const ASSET_DIR = path.join(process.cwd(), 'content', 'assets');

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt',
};

/**
 * Every answer of this route, a missing file too, keeps this policy: an SVG opened on its own may
 * run nothing (next.config.ts leaves these addresses out of the page policy).
 */
const ASSET_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function notFound() {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Security-Policy': ASSET_POLICY, 'Cache-Control': 'no-store' },
  });
}

/** Serves the embedded CMS assets (content/assets) the way Contentful's asset host would. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
  // Only plain file names: no directories, no dot files, nothing outside content/assets.
  if (!type || !/^[\w-]+(\.[\w-]+)+$/.test(file)) return notFound();
  try {
    const body = await readFile(path.join(ASSET_DIR, file));
    return new Response(body, {
      headers: {
        'Content-Type': type,
        'Cache-Control': ASSET_CACHE_CONTROL,
        'Content-Security-Policy': ASSET_POLICY,
      },
    });
  } catch {
    return notFound();
  }
}
