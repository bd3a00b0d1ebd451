import { localEntries } from '@/lib/cms/local';
import { toSiteSettings } from '@/lib/cms/siteSettings';
import { createContentSource } from '@/lib/cms/source';

// The footer is the site's full list of places: a guest reading it meets each place once, under
// a name that says where it leads.
it('lists every footer link once, each place under one name', async () => {
  const settings = toSiteSettings(await createContentSource(localEntries()).siteSettings());
  const links = [
    ...settings.footerColumns.flatMap((column) => column.links),
    ...settings.legalLinks,
  ];
  const repeated = (values: string[]) => values.filter((value, at) => values.indexOf(value) !== at);

  expect(links.length).toBeGreaterThan(10);
  expect(repeated(links.map((link) => link.href))).toEqual([]);
  expect(repeated(links.map((link) => link.label))).toEqual([]);
});
