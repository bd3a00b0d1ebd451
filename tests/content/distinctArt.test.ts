import { readEmbeddedContent } from '@/cms/content.mjs';

interface Link {
  sys?: { type?: string; linkType?: string; id?: string };
}
interface ExportEntry {
  sys: { id: string };
  fields: Record<string, Record<string, unknown>>;
}

const linkId = (value: unknown) => (value as Link | undefined)?.sys?.id;

// A row of cards shows different things: each card has its own picture, never the one of the card
// beside it (a Teen All Access card with the laser tag gun of the laser tag card, say); and the
// sections of one page do not repeat a picture either.
it('gives every card of a section, and every section of a page, a picture of its own', async () => {
  const content = await readEmbeddedContent();
  const entries = new Map((content.entries as ExportEntry[]).map((entry) => [entry.sys.id, entry]));
  const pictureOf = (id: string) => {
    const fields = entries.get(id)?.fields ?? {};
    return linkId(Object.values(fields.linkImage ?? fields.image ?? {})[0]);
  };
  const repeats: string[] = [];
  let rows = 0;
  for (const entry of entries.values()) {
    for (const [field, byLocale] of Object.entries(entry.fields)) {
      const list = Object.values(byLocale)[0];
      if (!Array.isArray(list) || list.length < 2) continue;
      const cards = list.flatMap((item) => {
        const id = linkId(item);
        const picture = (item as Link).sys?.linkType === 'Entry' && id ? pictureOf(id) : undefined;
        return picture ? [{ id: id!, picture }] : [];
      });
      if (cards.length < 2) continue;
      rows += 1;
      const seen = new Map<string, string>();
      for (const card of cards) {
        const first = seen.get(card.picture);
        if (first)
          repeats.push(`${entry.sys.id}.${field}: ${first} and ${card.id} share ${card.picture}`);
        else seen.set(card.picture, card.id);
      }
    }
  }
  expect(rows).toBeGreaterThan(10);
  expect(repeats).toEqual([]);
});
