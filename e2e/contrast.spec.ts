import { expect, test } from '@playwright/test';

/**
 * Text over a gradient, where axe cannot compute a contrast: every piece of text whose nearest
 * painted ground is a linear gradient reaches 4.5:1 (3:1 when large) against the gradient's colour
 * at each corner and the middle of the text, its own transparency blended in. Radial gradients
 * are taken as spots on that ground; pictures behind text are not measured here.
 */
const PAGES = [
  '/',
  '/group-events/',
  '/events/',
  '/promotions/',
  '/book/seasonpass/',
  '/grand-opening/',
  '/events/school-events/play-academy/',
  '/locations/tempe/',
  '/gift-cards/',
  '/contact-us/',
];

interface Shortfall {
  text: string;
  ratio: number;
  needed: number;
}

for (const path of PAGES) {
  test(`${path}: text over a gradient stands out from every part of it @desktop-only`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const shortfalls: Shortfall[] = await page.evaluate(() => {
      type Rgba = [number, number, number, number];
      interface Stop {
        color: Rgba;
        at: number;
      }
      const rgba = (text: string): Rgba => {
        const parts = text
          .split(/[ ,/()]+/)
          .filter(Boolean)
          .slice(1)
          .map(Number);
        return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
      };
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = ([r, g, b]: Rgba) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
        r * a + br * (1 - a),
        g * a + bg * (1 - a),
        b * a + bb * (1 - a),
        1,
      ];
      const ratio = (a: Rgba, b: Rgba) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [
          number,
          number,
        ];
        return (light + 0.05) / (dark + 0.05);
      };
      const KEYWORD_ANGLES: Record<string, number> = {
        'to top': 0,
        'to right': 90,
        'to bottom': 180,
        'to left': 270,
      };
      /** The bottom linear gradient of a background (its ground; radial ones are spots on it). */
      const linearGround = (image: string) => {
        const layers = [...image.matchAll(/linear-gradient\(((?:[^()]|\([^()]*\))*)\)/g)];
        const last = layers.at(-1)?.[1];
        if (!last) return undefined;
        const parts = last.split(/,(?![^(]*\))/).map((part) => part.trim());
        let angle = 180;
        if (/deg$/.test(parts[0]!)) angle = parseFloat(parts.shift()!);
        else if (parts[0]!.startsWith('to ')) angle = KEYWORD_ANGLES[parts.shift()!] ?? 180;
        const stops: Stop[] = parts.map((part, index) => {
          const color = part.match(/rgba?\([^)]*\)/)?.[0] ?? 'rgb(0, 0, 0)';
          const at = part.match(/(-?[\d.]+)%/);
          return {
            color: rgba(color),
            at: at ? parseFloat(at[1]!) / 100 : index / Math.max(1, parts.length - 1),
          };
        });
        return { angle, stops };
      };
      const colorAt = (stops: Stop[], t: number): Rgba => {
        if (t <= stops[0]!.at) return stops[0]!.color;
        for (let index = 1; index < stops.length; index += 1) {
          const [a, b] = [stops[index - 1]!, stops[index]!];
          if (t <= b.at) {
            const f = b.at === a.at ? 1 : (t - a.at) / (b.at - a.at);
            return a.color.map(
              (value, channelIndex) => value + (b.color[channelIndex]! - value) * f,
            ) as Rgba;
          }
        }
        return stops.at(-1)!.color;
      };
      /** The ground under a point of an element: the gradient's colour there, or undefined. */
      const groundAt = (element: Element, x: number, y: number): Rgba | undefined => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          const ground = linearGround(style.backgroundImage);
          if (ground) {
            const box = node.getBoundingClientRect();
            const radians = (ground.angle * Math.PI) / 180;
            const length =
              Math.abs(box.width * Math.sin(radians)) + Math.abs(box.height * Math.cos(radians));
            const dx = x - (box.left + box.width / 2);
            const dy = y - (box.top + box.height / 2);
            const t = (dx * Math.sin(radians) - dy * Math.cos(radians)) / length + 0.5;
            const color = colorAt(ground.stops, t);
            return color[3] > 0.5 ? color : undefined;
          }
          if (style.backgroundImage !== 'none' && !style.backgroundImage.includes('gradient'))
            return undefined;
          const color = style.backgroundColor.startsWith('rgb')
            ? rgba(style.backgroundColor)
            : undefined;
          if (color && color[3] > 0) return undefined;
        }
        return undefined;
      };
      const found: Shortfall[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const element = text.parentElement;
        if (!element || !text.textContent?.trim()) continue;
        if (element.closest('[aria-hidden="true"], .visually-hidden, svg, [hidden]')) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const box = range.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const color = rgba(style.color);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const needed = large ? 3 : 4.5;
        const points = [
          [box.left, box.top],
          [box.right, box.top],
          [box.left, box.bottom],
          [box.right, box.bottom],
          [box.left + box.width / 2, box.top + box.height / 2],
        ];
        const ratios = points.flatMap(([x, y]) => {
          const ground = groundAt(element, x!, y!);
          return ground ? [ratio(over(color, ground), ground)] : [];
        });
        if (ratios.length === 0) continue;
        const worst = Math.min(...ratios);
        if (worst < needed) {
          found.push({
            text: text.textContent.trim().slice(0, 60),
            ratio: Math.round(worst * 100) / 100,
            needed,
          });
        }
      }
      return found;
    });
    expect(shortfalls).toEqual([]);
  });
}
