// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { blockFor } from '@/blocks/registry';
import { localEntries } from '@/lib/cms/local';
import { toPage } from '@/lib/cms/page';
import { createContentSource } from '@/lib/cms/source';
import type { Entry } from '@/lib/cms/types';
import { spyOnWarnings } from '@/tests/support/log';

const contentDir = path.join(process.cwd(), 'content');
const source = createContentSource(localEntries(contentDir));

async function foodMenuPage() {
  const entry = await source.page('food-menu', 'page');
  const page = toPage(entry);
  if (!page) throw new Error('no food-menu page');
  return page;
}

function renderSection(child: unknown) {
  const { sys, fields } = child as Entry;
  const result = blockFor(sys.contentType)?.render(fields, sys.id, PUBLISHED_ENGLISH);
  if (!result?.ok) throw new Error(`${sys.id} refused: ${result?.reason}`);
  return render(result.element);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the embedded food menu page (content/food-menu.json)', () => {
  it('is /food-menu/, titled Food & Drinks: hero, menu, party tabs and FAQ', async () => {
    const page = await foodMenuPage();

    expect(page.metaTitle).toBe('Food & Drinks');
    expect(page.children.map((child) => (child as Entry).sys.contentType)).toEqual([
      'hero',
      'foodMenu',
      'tabbedFoodMenu',
      'faqAccordion',
    ]);
  });

  it('has six categories with a hero each, featured items, nested sections and both guides, all accepted', async () => {
    const warnings = spyOnWarnings();
    const page = await foodMenuPage();
    renderSection(page.children[1]);

    const categories = screen.getAllByRole('heading', { level: 3 });
    expect(categories.map((heading) => heading.textContent)).toEqual([
      'Starters',
      'Pizza',
      'Burgers & Sandwiches',
      'Kids',
      'Desserts',
      'Drinks',
    ]);
    for (const heading of categories) {
      const category = heading.closest('section')!;
      expect(category.id, heading.textContent!).toMatch(/^[a-z-]+$/);
      expect(within(category).getAllByRole('img')[0], heading.textContent!).toHaveAttribute(
        'src',
        expect.stringMatching(/^\/cms-assets\/food-.+\.svg$/),
      );
      expect(within(category).getAllByText('Featured item').length).toBeGreaterThan(0);
    }
    const nested = (parent: string, child: string) =>
      within(screen.getByRole('heading', { level: 4, name: parent }).closest('section')!).getByRole(
        'heading',
        { level: 5, name: child },
      );
    expect(nested('Pizzas', 'Build Your Own')).toBeInTheDocument();
    expect(nested('Soft Drinks', 'Shakes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Nutrition Guide \(PDF/ })).toHaveAttribute(
      'href',
      '/cms-assets/nutrition-guide.pdf',
    );
    expect(screen.getByRole('link', { name: /^Allergen Guide \(PDF/ })).toHaveAttribute(
      'href',
      '/cms-assets/allergen-guide.pdf',
    );
    // A skipped item would hide part of the menu without refusing it.
    expect(warnings).not.toHaveBeenCalled();
  });

  it('says in words which major allergens a dish contains, where the menu gives them', async () => {
    const page = await foodMenuPage();
    renderSection(page.children[1]);
    const item = (name: string) =>
      screen.getAllByRole('heading', { name }).map((heading) => heading.closest('li')!)[0]!;
    expect(item('Classic Cheese')).toHaveTextContent('Contains: milk, wheat');
    expect(item('PB&J Bites')).toHaveTextContent('Contains: peanuts, wheat, soy');
    // Nothing is claimed for a dish the menu says nothing of.
    expect(item('Side Salad')).not.toHaveTextContent('Contains:');
  });

  it('shows the party favorites in three tabs', async () => {
    const warnings = spyOnWarnings();
    const page = await foodMenuPage();
    renderSection(page.children[2]);

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Party Platters',
      'Pizza Party Packs',
      'Cakes & Sweets',
    ]);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('ships small food art (SVG with a title) and real PDF guides', async () => {
    const files = new Set<string>();
    const json = JSON.parse(readFileSync(path.join(contentDir, 'food-menu.json'), 'utf8')) as {
      assets: { fields: { file: { 'en-US': { url: string; contentType: string } } } }[];
    };
    for (const { fields } of json.assets) files.add(fields.file['en-US'].url.slice(12));

    for (const file of files) {
      const full = path.join(contentDir, 'assets', file);
      if (file.endsWith('.svg')) {
        const svg = readFileSync(full, 'utf8');
        expect(statSync(full).size, file).toBeLessThan(10 * 1024);
        expect(svg, file).toMatch(/^<svg [^>]*role="img"[^>]*>\s*<title>[^<]+<\/title>/);
        expect(svg, file).toMatch(/width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      } else {
        expect(file).toMatch(/^(nutrition|allergen)-guide\.pdf$/);
        expect(readFileSync(full).subarray(0, 5).toString(), file).toBe('%PDF-');
      }
    }
    expect([...files].filter((file) => file.endsWith('.pdf'))).toHaveLength(2);
  });
});
