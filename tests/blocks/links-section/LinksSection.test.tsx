// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { LinksSection } from '@/blocks/links-section/LinksSection';
import { linksSectionSchema } from '@/blocks/links-section/schema';
import { siteLink } from '@/lib/cms/fields';
import { entry, navLink, unresolvedLink } from '@/tests/support/entries';
import { expectSkipped, spyOnWarnings } from '@/tests/support/log';

const links = [
  navLink('Birthday parties', '/birthdays/packages/', { description: 'Packages for every age' }),
  navLink('Season pass', '/season-pass/'),
  navLink('Call us', 'tel:+18005550100'),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Links section block', () => {
  it('is a navigation landmark named by its heading, with every link and its description', () => {
    render(
      <LinksSection
        {...linksSectionSchema.parse({ heading: 'Plan your visit', links })}
        context={PUBLISHED_ENGLISH}
      />,
    );

    const nav = screen.getByRole('navigation', { name: 'Plan your visit' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'Plan your visit' })).toBeVisible();
    const items = within(nav).getAllByRole('link');
    expect(items.map((link) => link.getAttribute('href'))).toEqual([
      '/birthdays/packages/',
      '/season-pass/',
      'tel:+18005550100',
    ]);
    expect(items[0]).toHaveTextContent('Birthday partiesPackages for every age');
    expect(screen.getByRole('link', { name: /^Season pass/ })).toBeVisible();
  });

  it('names the landmark "More links" when the editor gave no heading', () => {
    render(
      <LinksSection
        {...linksSectionSchema.parse({ heading: '', links })}
        context={PUBLISHED_ENGLISH}
      />,
    );

    expect(screen.getByRole('navigation', { name: 'More links' })).toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('skips and logs an unsafe, unresolved or unlabelled link while the rest stay', () => {
    const warn = spyOnWarnings();
    const props = linksSectionSchema.parse({
      links: [
        navLink('Free tokens', 'javascript:alert(1)', { id: 'nav-evil' }),
        links[1],
        unresolvedLink('nav-draft'),
        navLink('  ', '/blank-label/'),
        entry('linkGroup', { title: 'Not a link', links: [] }),
      ],
    });
    render(<LinksSection {...props} context={PUBLISHED_ENGLISH} />);

    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/season-pass/',
    ]);
    expectSkipped(warn, { id: 'nav-evil', index: 0 });
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('is rejected when no valid link is left', () => {
    spyOnWarnings();
    expect(linksSectionSchema.safeParse({ heading: 'Nothing', links: [] }).success).toBe(false);
    expect(
      linksSectionSchema.safeParse({ links: [navLink('Bad', 'javascript:alert(1)')] }).success,
    ).toBe(false);
  });
});

describe('siteLink', () => {
  it.each([
    '/birthdays/',
    '#faq',
    'https://example.org/tickets',
    'http://example.org',
    'mailto:parties@example.com',
    'tel:+18005550100',
  ])('accepts the address %s', (url) => {
    expect(siteLink.parse(navLink('Go', url))).toEqual({ label: 'Go', href: url });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com/',
    'ftp://files.example.com/',
    '/\\evil.example.com',
    '/\t/evil.example.com',
    '/\n/evil.example.com',
    'birthdays',
    '',
  ])('rejects the address %j', (url) => {
    expect(siteLink.safeParse(navLink('Go', url)).success).toBe(false);
  });

  it('trims the address and keeps the description', () => {
    expect(
      siteLink.parse(navLink('Parties', '  /birthdays/ ', { description: 'For every age' })),
    ).toEqual({ label: 'Parties', href: '/birthdays/', description: 'For every age' });
  });
});
