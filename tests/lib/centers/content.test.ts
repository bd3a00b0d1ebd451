import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Entry } from '@/lib/cms/types';
import { centersByState, centersFromEntries } from '@/lib/centers';
import { log } from '@/lib/log';

interface ExportedEntry {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown>>;
}

interface SpaceExport {
  contentTypes: {
    sys: { id: string };
    displayField: string;
    fields: { id: string; required: boolean }[];
  }[];
  entries: ExportedEntry[];
}

const LOCALE = 'en-US';
const path = fileURLToPath(new URL('../../../content/centers.json', import.meta.url));
const space = JSON.parse(readFileSync(path, 'utf8')) as SpaceExport;

/** The embedded export read the way the delivery API answers: one locale, content type by id. */
const entries: Entry[] = space.entries.map((entry) => ({
  sys: { id: entry.sys.id, type: 'Entry', contentType: entry.sys.contentType.sys.id },
  fields: Object.fromEntries(
    Object.entries(entry.fields).map(([name, locales]) => [name, locales[LOCALE]]),
  ),
}));

describe('the embedded centers', () => {
  const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
  const centers = centersFromEntries(entries);
  afterAll(() => warn.mockRestore());

  it('all parse, with unique ids and slugs', () => {
    expect(warn).not.toHaveBeenCalled();
    expect(centers).toHaveLength(entries.length);
    expect(new Set(centers.map((center) => center.slug)).size).toBe(centers.length);
  });

  it('number about 41', () => {
    expect(centers.length).toBeGreaterThanOrEqual(38);
    expect(centers.length).toBeLessThanOrEqual(44);
  });

  it('have a tier of 1 to 3: every Arizona center 3, Texas both 1 and 2', () => {
    expect(centers.every((center) => [1, 2, 3].includes(center.priceTier))).toBe(true);
    const arizona = centers.filter((center) => center.state === 'Arizona');
    expect(arizona.length).toBeGreaterThan(0);
    expect(arizona.every((center) => center.priceTier === 3)).toBe(true);
    const texasTiers = new Set(centers.filter((c) => c.state === 'Texas').map((c) => c.priceTier));
    expect(texasTiers).toEqual(new Set([1, 2]));
  });

  it('are in seventeen states, Texas having the most, and every one is in a state group', () => {
    const groups = centersByState(centers);
    expect(groups).toHaveLength(17);
    expect(groups.map((group) => group.state)).toContain('Indiana');
    const largest = groups.toSorted((a, b) => b.centers.length - a.centers.length)[0];
    expect(largest?.state).toBe('Texas');
    const grouped = groups.reduce((count, group) => count + group.centers.length, 0);
    expect(grouped).toBe(centers.length);
  });

  it('are counted truly wherever the content counts them ("41 centers · 17 states")', () => {
    const folder = fileURLToPath(new URL('../../../content/', import.meta.url));
    const text = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => readFileSync(`${folder}${file}`, 'utf8'))
      .join('\n');
    const counts = (noun: string) =>
      [...text.matchAll(new RegExp(`(\\d+) ${noun}\\b`, 'g'))].map((match) => Number(match[1]));
    expect(counts('(?:centers|locations)').length).toBeGreaterThan(0);
    for (const count of counts('(?:centers|locations)')) expect(count).toBe(centers.length);
    for (const count of counts('states')) expect(count).toBe(centersByState(centers).length);
  });

  it('publish only 555-01xx phone numbers, which are never assigned to anyone', () => {
    for (const center of centers) expect(center.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
  });

  it('sit in the United States', () => {
    for (const { coordinates } of centers) {
      expect(coordinates.latitude).toBeGreaterThan(24);
      expect(coordinates.latitude).toBeLessThan(50);
      expect(coordinates.longitude).toBeGreaterThan(-125);
      expect(coordinates.longitude).toBeLessThan(-66);
    }
  });

  it('include a center without delivery stores, to exercise the fallback', () => {
    expect(centers.some((center) => Object.keys(center.deliveryStoreIds).length === 0)).toBe(true);
  });

  it('all have bowling and an arcade, most laser tag, and some the other venues', () => {
    for (const center of centers)
      expect(center.venues).toEqual(expect.arrayContaining(['bowling', 'arcade']));
    const withVenue = (venue: string) =>
      centers.filter((center) => center.venues.includes(venue as never));
    expect(withVenue('laser-tag').length).toBeGreaterThan(centers.length / 2);
    expect(withVenue('laser-tag').length).toBeLessThan(centers.length);
    for (const venue of ['escape-rooms', 'virtual-reality', 'bumper-cars']) {
      expect(withVenue(venue).length, venue).toBeGreaterThan(0);
      expect(withVenue(venue).length, venue).toBeLessThan(centers.length);
    }
  });

  it('match the content type definition', () => {
    const contentType = space.contentTypes.find((type) => type.sys.id === 'center');
    expect(contentType?.displayField).toBe('name');
    const required = contentType?.fields.filter((field) => field.required).map((field) => field.id);
    for (const entry of entries) {
      for (const field of required ?? [])
        expect(entry.fields[field], `${entry.sys.id}.${field}`).toBeDefined();
      for (const field of Object.keys(entry.fields)) {
        expect(contentType?.fields.map((f) => f.id)).toContain(field);
      }
    }
  });
});
