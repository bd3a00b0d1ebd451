// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { sitemapLinksSchema } from '@/blocks/sitemap-links/schema';
import { SitemapLinks } from '@/blocks/sitemap-links/SitemapLinks';
import { linkGroup, navLink } from '@/tests/support/entries';
import { expectSkipped, spyOnWarnings } from '@/tests/support/log';

const groups = [
  linkGroup(
    'Play',
    [navLink('Bowling', '/activities/bowling/'), navLink('Arcade', '/activities/arcade/')],
    'group-play',
  ),
  linkGroup('Help', [navLink('Terms of use', '/terms/')], 'group-help'),
];

const hrefs = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sitemap links block', () => {
  it('is a navigation landmark named by its heading, one titled group of links per link group', () => {
    render(
      <SitemapLinks
        {...sitemapLinksSchema.parse({ heading: 'All pages', groups })}
        context={PUBLISHED_ENGLISH}
      />,
    );

    const nav = screen.getByRole('navigation', { name: 'All pages' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'All pages' })).toBeVisible();
    expect(
      within(nav)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Play', 'Help']);
    expect(hrefs(screen.getByRole('region', { name: 'Play' }))).toEqual([
      '/activities/bowling/',
      '/activities/arcade/',
    ]);
    expect(hrefs(screen.getByRole('region', { name: 'Help' }))).toEqual(['/terms/']);
    expect(screen.getByRole('link', { name: 'Terms of use' })).toBeVisible();
  });

  it('names the landmark "Site map" without a heading', () => {
    render(<SitemapLinks {...sitemapLinksSchema.parse({ groups })} context={PUBLISHED_ENGLISH} />);
    expect(screen.getByRole('navigation', { name: 'Site map' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('skips a group without a title or without a valid link, and a bad link inside a group', () => {
    const warn = spyOnWarnings();
    const props = sitemapLinksSchema.parse({
      groups: [
        linkGroup('', [navLink('Lost', '/lost/')], 'group-untitled'),
        linkGroup('Broken', [navLink('Bad', 'javascript:alert(1)')], 'group-empty'),
        linkGroup('Play', [navLink('Bowling', '/activities/bowling/'), navLink('', '/x/')]),
      ],
    });
    render(<SitemapLinks {...props} context={PUBLISHED_ENGLISH} />);

    expect(screen.getAllByRole('region').map((region) => region.textContent)).toEqual([
      'PlayBowling',
    ]);
    for (const id of ['group-untitled', 'group-empty']) {
      expectSkipped(warn, { item: 'linkGroup', id });
    }
  });

  it('is rejected when no valid group is left', () => {
    spyOnWarnings();
    expect(sitemapLinksSchema.safeParse({ groups: [] }).success).toBe(false);
    expect(sitemapLinksSchema.safeParse({ groups: [linkGroup('Empty', [])] }).success).toBe(false);
  });
});
