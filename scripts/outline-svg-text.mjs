#!/usr/bin/env node
// Turns every <text> element of the site's SVG art into outlines drawn in the brand fonts, so the
// words look the same on every device: an SVG shown through <img> cannot use the page's web fonts
// and would otherwise fall back to whatever font the device has.
//
//   node scripts/outline-svg-text.mjs                  # every SVG in content/assets/ and public/
//   node scripts/outline-svg-text.mjs path/to/art.svg  # only these files
//
// Draw new art with ordinary <text> (x, y, dx, dy, text-anchor, font-size, font-weight,
// letter-spacing, textLength, lengthAdjust, one level of <tspan> for a colour change), then run this.
// Each outline keeps its words in aria-label; to change them, put a <text> back and run it again.
// Letters come from Baloo 2 (the display font of app/fonts.ts); the few it lacks come from Nunito.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import opentype from 'opentype.js';
import { decompress } from 'wawoff2';

const root = new URL('..', import.meta.url).pathname;
const fontFiles = [
  '@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2',
  '@fontsource-variable/baloo-2/files/baloo-2-latin-ext-wght-normal.woff2',
  '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2',
];
const inherited = ['font-size', 'font-weight', 'text-anchor', 'letter-spacing'];
const copied = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'transform',
  'paint-order',
];

async function loadFonts() {
  const fonts = [];
  // One at a time: the decoder hands back a view into its own memory, reused by the next call.
  for (const file of fontFiles) {
    const ttf = Uint8Array.from(await decompress(readFileSync(join(root, 'node_modules', file))));
    const font = opentype.parse(ttf.buffer);
    const axis = font.tables.fvar?.axes.find((a) => a.tag === 'wght');
    fonts.push({ file, font, minWeight: axis?.minValue ?? 400, maxWeight: axis?.maxValue ?? 400 });
  }
  return fonts;
}

function parseAttributes(source) {
  const attributes = {};
  for (const [, name, value] of source.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) {
    attributes[name] = value;
  }
  return attributes;
}

const weightNames = { normal: 400, bold: 700, bolder: 800 };
const decodeEntities = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const escapeAttribute = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function fontFor(char, fonts, where) {
  const entry = fonts.find(({ font }) => font.charToGlyphIndex(char) > 0);
  if (!entry) {
    throw new Error(`${where}: no brand font has the letter "${char}"; draw it as a shape instead`);
  }
  return entry;
}

/** Lays out the runs ({text, attributes}) of one <text> and returns one path per run. */
function outline(runs, style, fonts, where, artWidth) {
  const size = Number.parseFloat(style['font-size'] ?? '16');
  const weight = weightNames[style['font-weight']] ?? Number(style['font-weight'] ?? 400);
  const spacing = Number.parseFloat(style['letter-spacing'] ?? '0') || 0;
  // Whole units are fine for big letters on wide art; small logos and badges keep a decimal.
  const decimals = size >= 24 && artWidth >= 600 ? 0 : 1;
  const glyphs = [];
  for (const [runIndex, run] of runs.entries()) {
    for (const char of run.text.replace(/\s+/g, ' ')) {
      const entry = fontFor(char, fonts, where);
      const plain = entry.font.charToGlyph(char);
      const wght = Math.min(entry.maxWeight, Math.max(entry.minWeight, weight));
      const glyph = entry.font.variation
        ? entry.font.variation.getTransform(plain, { wght })
        : plain;
      const scale = size / entry.font.unitsPerEm;
      glyphs.push({ runIndex, entry, plain, glyph, scale, advance: glyph.advanceWidth * scale });
    }
  }
  glyphs.forEach((g, i) => {
    const next = glyphs[i + 1];
    if (next && next.entry === g.entry) {
      g.advance += g.entry.font.getKerningValue(g.plain, next.plain) * g.scale;
    }
    if (next) g.advance += spacing;
  });
  const natural = glyphs.reduce((sum, g) => sum + g.advance, 0);
  const wanted = Number.parseFloat(style.textLength ?? '') || natural;
  const squeeze = style.lengthAdjust === 'spacingAndGlyphs' ? wanted / natural : 1;
  const extra = squeeze === 1 && glyphs.length > 1 ? (wanted - natural) / (glyphs.length - 1) : 0;
  const width = natural * squeeze + extra * (glyphs.length - 1);
  const shift = { middle: width / 2, end: width }[style['text-anchor']] ?? 0;
  const x0 = Number.parseFloat(style.x ?? '0') + Number.parseFloat(style.dx ?? '0') - shift;
  const y0 = Number.parseFloat(style.y ?? '0') + Number.parseFloat(style.dy ?? '0');

  const paths = runs.map(() => new opentype.Path());
  let x = 0;
  for (const g of glyphs) {
    for (const command of g.glyph.path.commands) {
      const moved = { ...command };
      for (const [kx, ky] of [
        ['x', 'y'],
        ['x1', 'y1'],
        ['x2', 'y2'],
      ]) {
        if (kx in moved) {
          moved[kx] = x0 + (x + moved[kx] * g.scale) * squeeze;
          moved[ky] = y0 - moved[ky] * g.scale;
        }
      }
      paths[g.runIndex].commands.push(moved);
    }
    x += g.advance + extra / squeeze;
  }
  return paths.map((path) => compactPathData(path.commands, decimals));
}

/** Path data in relative commands, rounded from absolute points so errors do not add up. */
function compactPathData(commands, decimals) {
  const factor = 10 ** decimals;
  const round = (value) => Math.round(value * factor);
  const number = (units, first) => {
    const text = String(units / factor).replace(/^(-?)0\./, '$1.');
    return first || text.startsWith('-') ? text : ` ${text}`;
  };
  let out = '';
  let current = [0, 0];
  let start = [0, 0];
  for (const command of commands) {
    if (command.type === 'Z') {
      out += 'z';
      current = start;
      continue;
    }
    const points = [
      ['x1', 'y1'],
      ['x2', 'y2'],
      ['x', 'y'],
    ]
      .filter(([kx]) => kx in command)
      .map(([kx, ky]) => [round(command[kx]), round(command[ky])]);
    const values = points.flatMap(([x, y]) => [x - current[0], y - current[1]]);
    if (command.type === 'L' && values[0] === 0 && values[1] === 0) continue;
    if (command.type === 'L' && (values[0] === 0 || values[1] === 0)) {
      out += values[0] === 0 ? `v${number(values[1], true)}` : `h${number(values[0], true)}`;
    } else {
      out += command.type.toLowerCase() + values.map((v, i) => number(v, i === 0)).join('');
    }
    current = points[points.length - 1];
    if (command.type === 'M') start = current;
  }
  return out;
}

function pickAttributes(attributes, names) {
  return names
    .filter((name) => attributes[name] !== undefined)
    .map((name) => ` ${name}="${attributes[name]}"`)
    .join('');
}

/** Returns the SVG source with every <text> element replaced by outlines. */
function outlineSvgText(svg, fonts, where = 'svg') {
  const stack = [];
  let result = '';
  let last = 0;
  const tags =
    /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<(\/?)([\w:-]+)([^>]*?)(\/?)>/g;
  let match;
  while ((match = tags.exec(svg))) {
    const [, closing, name, attributeSource, selfClosing] = match;
    if (!name) continue;
    if (closing) {
      stack.pop();
      continue;
    }
    const attributes = parseAttributes(attributeSource);
    if (name !== 'text') {
      if (!selfClosing) stack.push(attributes);
      continue;
    }
    const end = svg.indexOf('</text>', tags.lastIndex);
    if (end < 0) throw new Error(`${where}: a <text> is not closed`);
    const body = svg.slice(tags.lastIndex, end);
    const runs = [];
    for (const [, plain, spanAttributes, spanText] of body.matchAll(
      /([^<]+)|<tspan([^>]*)>([^<]*)<\/tspan>/g,
    )) {
      runs.push(
        plain !== undefined
          ? { text: decodeEntities(plain), attributes: {} }
          : { text: decodeEntities(spanText), attributes: parseAttributes(spanAttributes) },
      );
    }
    // As in SVG, white space at either end of the element is not drawn.
    runs[0].text = runs[0].text.trimStart();
    runs[runs.length - 1].text = runs[runs.length - 1].text.trimEnd();
    const style = {};
    for (const ancestor of stack) {
      for (const key of inherited) if (ancestor[key] !== undefined) style[key] = ancestor[key];
    }
    Object.assign(style, attributes);
    const words = runs
      .map((run) => run.text)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    const artWidth = Number.parseFloat(
      stack[0]?.viewBox?.split(/[\s,]+/)[2] ?? stack[0]?.width ?? '0',
    );
    const data = outline(runs, style, fonts, where, artWidth);
    const label = ` aria-label="${escapeAttribute(words)}"`;
    const own = pickAttributes(attributes, copied);
    const replacement =
      runs.length === 1
        ? `<path${label}${own} d="${data[0]}"/>`
        : `<g${label}${own}>${runs
            .map((run, i) => `<path${pickAttributes(run.attributes, copied)} d="${data[i]}"/>`)
            .join('')}</g>`;
    result += svg.slice(last, match.index) + replacement;
    last = end + '</text>'.length;
    tags.lastIndex = last;
  }
  return result + svg.slice(last);
}

function svgFilesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return svgFilesUnder(path);
    return name.endsWith('.svg') ? [path] : [];
  });
}

async function main() {
  const files = process.argv.slice(2);
  const targets = files.length
    ? files
    : [...svgFilesUnder(join(root, 'content/assets')), ...svgFilesUnder(join(root, 'public'))];
  const fonts = await loadFonts();
  let changed = 0;
  for (const file of targets) {
    const svg = readFileSync(file, 'utf8');
    if (!svg.includes('<text')) continue;
    writeFileSync(file, outlineSvgText(svg, fonts, relative(root, file)));
    changed += 1;
    console.log(`outlined ${relative(root, file)}`);
  }
  console.log(`${changed} file(s) changed`);
}

await main();
