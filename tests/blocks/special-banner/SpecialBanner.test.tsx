// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { screen } from '@testing-library/react';
import { specialBannerBlock } from '@/blocks/special-banner';
import { SPECIAL_BANNER_THEMES } from '@/blocks/special-banner/schema';
import { localEntries } from '@/lib/cms/local';
import { createContentSource } from '@/lib/cms/source';
import { refuses, renderBlock } from '@/tests/support/blocks';
import { asset, navLink } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const fields = {
  eyebrow: 'Limited time',
  heading: 'Book your holiday party before December 1 and save 10%',
  text: 'Lanes, laser tag and a private party space for your team.',
  image: asset({ fileName: 'group-events.svg', description: 'Friends celebrating with trophies' }),
  cta: navLink('Plan My Party', '/contact-us/'),
  theme: 'sun',
};

const renderBanner = (bannerFields: unknown) => renderBlock(specialBannerBlock, bannerFields);
const refused = (bannerFields: unknown) => refuses(specialBannerBlock, bannerFields);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Special banner block', () => {
  it('shows the label, the heading, the text, the picture and the button', () => {
    renderBanner(fields);

    const banner = screen.getByRole('region', { name: fields.heading });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(fields.heading);
    expect(banner).toHaveTextContent('Limited time');
    expect(banner).toHaveTextContent(fields.text);
    expect(screen.getByRole('img')).toHaveAccessibleName('Friends celebrating with trophies');
    expect(screen.getByRole('link', { name: 'Plan My Party' })).toHaveAttribute(
      'href',
      '/contact-us/',
    );
  });

  it('renders with the heading alone', () => {
    renderBanner({ heading: 'Field trip season is here', text: '', eyebrow: '' });
    const banner = screen.getByRole('region', { name: 'Field trip season is here' });
    expect(banner.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('uses the grape theme unless the editor picked sun or pink, and refuses any other', () => {
    const { unmount } = renderBanner({ ...fields, theme: undefined });
    expect(screen.getByRole('region')).toHaveClass('banner', 'grape');
    unmount();

    for (const theme of ['sun', 'pink']) {
      const { unmount: done } = renderBanner({ ...fields, theme });
      expect(screen.getByRole('region')).toHaveClass(theme);
      done();
    }
    expect(refused({ ...fields, theme: 'neon' })).toBe(true);
  });

  it('refuses an entry without a heading', () => {
    expect(refused({ ...fields, heading: undefined })).toBe(true);
    expect(refused({ ...fields, heading: '  ' })).toBe(true);
  });

  it('drops a button with an unsafe address and a picture that is not an image, and says so', () => {
    const warn = spyOnWarnings();
    renderBanner({
      ...fields,
      cta: navLink('Go', 'javascript:alert(1)', { id: 'link-evil' }),
      image: asset({ id: 'asset-pdf', fileName: 'flyer.pdf', contentType: 'application/pdf' }),
    });

    expect(screen.getByRole('heading', { level: 2 })).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(warn.mock.calls.map(([details]) => (details as { id?: string }).id)).toEqual([
      'asset-pdf',
      'link-evil',
    ]);
  });

  it('has the embedded holiday and field trip banners, each with its picture and button', async () => {
    const source = createContentSource(localEntries());
    const banners = await source.entries('specialBanner');
    const byId = (id: string) => banners.find((banner) => banner.sys.id === id)!;
    const warn = spyOnWarnings();

    const { unmount } = renderBanner(byId('special-banner-holiday').fields);
    expect(screen.getByRole('region')).toHaveClass('sun');
    expect(screen.getByRole('link', { name: 'Plan My Party' })).toHaveAttribute(
      'href',
      '/contact-us/',
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(/\w/);
    unmount();

    renderBanner(byId('special-banner-field-trips').fields);
    expect(screen.getByRole('region')).toHaveClass('grape');
    expect(screen.getByRole('link', { name: 'Explore Play Academy' })).toHaveAttribute(
      'href',
      '/events/school-events/play-academy/',
    );
    expect(warn).not.toHaveBeenCalled();
  });
});

// Colour contrast, read from the block's stylesheet and the brand tokens (WCAG 2.2 AA: 4.5:1).

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
const css = read('../../../blocks/special-banner/SpecialBanner.module.css');
const tokens = Object.fromEntries(
  [...read('../../../app/globals.css').matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6});/gi)].map(
    (match) => [match[1], match[2]],
  ),
);

/** The declarations of the rule whose selector is exactly `selector`. */
function rule(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`^${escaped} \\{([^}]*)\\}`, 'm').exec(css)?.[1];
  if (body === undefined) throw new Error(`no rule ${selector}`);
  return Object.fromEntries(
    body
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name, value]),
  );
}

type Rgba = [number, number, number, number];

function colour(value: string): Rgba {
  const token = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (token) return colour(tokens[token] ?? `unknown ${token}`);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (hex) return [...hex.slice(1, 4).map((part) => parseInt(part, 16)), 1] as Rgba;
  const rgb = /^rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4]) / 100];
  throw new Error(`cannot read the colour ${value}`);
}

const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
  r * a + br * (1 - a),
  g * a + bg * (1 - a),
  b * a + bb * (1 - a),
  1,
];

function luminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe.each(SPECIAL_BANNER_THEMES)('the %s theme', (theme) => {
  const base = rule('.banner');
  const own = rule(`.${theme}`);
  const text = colour(own.color ?? base.color!);
  const stops = [...own.background!.matchAll(/#[0-9a-f]{6}/gi)].map((match) => colour(match[0]));

  it('keeps its text at 4.5:1 across the whole band, decorations included', () => {
    expect(stops.length).toBeGreaterThanOrEqual(2);
    for (const stop of stops) {
      expect(contrast(text, stop)).toBeGreaterThanOrEqual(4.5);
      for (const decoration of ['--deco-ring', '--deco-dots']) {
        const tint = colour(own[decoration] ?? base[decoration]!);
        expect(contrast(text, over(tint, stop)), decoration).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('draws its label at 4.5:1', () => {
    const label = rule(`.${theme} .eyebrow`);
    expect(contrast(colour(label.color!), colour(label.background!))).toBeGreaterThanOrEqual(4.5);
  });
});
