import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Picture } from '@/lib/cms/fields';

/*
 * What the share images are drawn with, all read from this repository's files: Next's image
 * renderer takes TTF, OTF or WOFF fonts (not the site's WOFF2), and pictures as data addresses.
 */

const ASSET_DIR = path.join(process.cwd(), 'content', 'assets');
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'baloo-2', 'files');

const fontFile = (weight: 600 | 800) =>
  readFile(path.join(FONT_DIR, `baloo-2-latin-${weight}-normal.woff`));

/** The brand's display face, Baloo 2, in the two weights the cards use. */
export const SHARE_FONTS = Promise.all(
  ([600, 800] as const).map(async (weight) => ({
    name: 'Baloo 2',
    data: await fontFile(weight),
    weight,
    style: 'normal' as const,
  })),
);

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

async function dataAddress(file: string, type: string): Promise<string> {
  return `data:${type};base64,${(await readFile(file)).toString('base64')}`;
}

/** The logo with light lettering, for the cards' dark grounds; the embedded copy ships with the site. */
export const LOGO = dataAddress(path.join(ASSET_DIR, 'logo.svg'), TYPES['.svg']!);

/**
 * An embedded CMS picture (`/cms-assets/<file>`) as a data address the card can draw, or undefined
 * for any other picture: a Contentful one is cut by Contentful instead (lib/cms/metadata.ts), and
 * this server never fetches a picture from elsewhere (docs/decisions/0020-hold-under-abuse.md).
 */
export async function embeddedPicture(picture: Picture | undefined): Promise<string | undefined> {
  const file = /^\/cms-assets\/([\w-]+\.[a-z]+)$/.exec(picture?.src ?? '')?.[1];
  const type = file && TYPES[path.extname(file)];
  if (!file || !type) return undefined;
  return dataAddress(path.join(ASSET_DIR, file), type).catch(() => undefined);
}
