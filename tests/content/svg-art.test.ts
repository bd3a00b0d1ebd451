import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT as root, projectFiles } from '@/tests/support/projectFiles';

interface Link {
  sys: { id: string; linkType?: string };
}
interface Item {
  sys: { id: string; contentType?: { sys: { id: string } } };
  fields: Record<string, { 'en-US'?: unknown }>;
}

function embeddedContent() {
  const entries = new Map<string, Item>();
  const assets = new Map<string, Item>();
  const folder = path.join(root, 'content');
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
    const file = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    for (const entry of file.entries ?? []) entries.set(entry.sys.id, entry);
    for (const asset of file.assets ?? []) assets.set(asset.sys.id, asset);
  }
  return { entries, assets };
}

const { entries, assets } = embeddedContent();
const field = (item: Item, name: string) => item.fields[name]?.['en-US'];

function sections(slug: string): Item[] {
  const page = [...entries.values()].find(
    (entry) => entry.sys.contentType?.sys.id === 'page' && field(entry, 'slug') === slug,
  );
  if (!page) throw new Error(`no page ${slug}`);
  return ((field(page, 'children') as Link[]) ?? []).map((link) => entries.get(link.sys.id)!);
}

function picture(item: Item, name: string) {
  const asset = assets.get((field(item, name) as Link).sys.id)!;
  const file = field(asset, 'file') as { fileName: string };
  return { fileName: file.fileName, alt: String(field(asset, 'description') ?? '') };
}

describe('SVG art', () => {
  const files = [...projectFiles('content/assets', /\.svg$/), ...projectFiles('public', /\.svg$/)];

  it('has its words drawn as outlines (no <text>), so the brand font shows on every device', () => {
    expect(files.length).toBeGreaterThan(100);
    const withText = files.filter((file) =>
      /<text[\s>]/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(withText).toEqual([]);
  });

  it('keeps the outlined words as the accessible name of each outline', () => {
    const logo = readFileSync(path.join(root, 'content/assets/logo.svg'), 'utf8');
    expect(logo).toContain('aria-label="Spark Alley"');
    expect(
      readFileSync(path.join(root, 'content/assets/package-teen-all-access.svg'), 'utf8'),
    ).toContain('aria-label="ALL ACCESS"');
  });

  it('paints the home hero and the page art without blur filters, which are slow on phones', () => {
    const art = [
      'hero-home',
      'escape-room',
      'showcase',
      'contact',
      'virtual-showcase',
      'tour-travel',
      'season-pass-summer',
      'season-pass-summer-plus',
      'season-pass-winter',
    ];
    for (const name of art) {
      const svg = readFileSync(path.join(root, `content/assets/${name}.svg`), 'utf8');
      expect(svg, name).not.toContain('feGaussianBlur');
      expect(svg, name).toMatch(/<title>[^<]{20,}<\/title>/);
    }
  });
});

describe('page art', () => {
  it('gives each enquiry page a hero picture of its own, with an alt text', () => {
    const slugs = ['escape-room', 'showcase', 'contact-us', 'virtual-showcase', 'tour-and-travel'];
    const heroes = slugs.map((slug) => {
      const hero = sections(slug).find((section) => section.sys.contentType?.sys.id === 'hero');
      return picture(hero!, 'image');
    });
    const everyOtherPicture = [...entries.values()]
      .filter((entry) => !slugs.some((slug) => entry.sys.id === `hero-${slug}`))
      .flatMap((entry) =>
        Object.values(entry.fields).map((value) => (value['en-US'] as Link | undefined)?.sys?.id),
      );
    for (const hero of heroes) {
      expect(hero.alt.length, hero.fileName).toBeGreaterThan(30);
      const assetId = [...assets.values()].find(
        (asset) => (field(asset, 'file') as { fileName: string }).fileName === hero.fileName,
      )!.sys.id;
      expect(everyOtherPicture, hero.fileName).not.toContain(assetId);
    }
    expect(new Set(heroes.map((hero) => hero.fileName)).size).toBe(slugs.length);
  });

  it('shows each season pass of the home page with its own picture', () => {
    const home = sections('home');
    const promotion = home.find((section) => section.sys.contentType?.sys.id === 'seasonPassHero')!;
    const cards = home.find((section) => section.sys.contentType?.sys.id === 'cardSection')!;
    const pictures = [
      picture(promotion, 'image'),
      ...(field(cards, 'cards') as Link[]).map((link) =>
        picture(entries.get(link.sys.id)!, 'linkImage'),
      ),
    ];
    expect(pictures).toHaveLength(4);
    expect(new Set(pictures.map((p) => p.fileName)).size).toBe(4);
    for (const p of pictures) expect(p.alt.length, p.fileName).toBeGreaterThan(30);
  });
});
