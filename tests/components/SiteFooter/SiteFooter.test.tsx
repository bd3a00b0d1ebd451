// @vitest-environment jsdom
import type { ComponentProps } from 'react';
import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/SiteFooter/SiteFooter';
import { picture } from '@/lib/cms/fields';
import { asset } from '@/tests/support/entries';

type FooterProps = ComponentProps<typeof SiteFooter>;

const props: FooterProps = {
  companyName: 'Spark Alley',
  tagline: 'Bowling, arcade, laser tag and great food under one roof.',
  logo: picture.parse(asset({ fileName: 'logo-dark.svg', size: { width: 180, height: 48 } })),
  columns: [
    {
      id: 'group-play',
      title: 'Play',
      links: [
        { label: 'Bowling', href: '/activities/bowling/' },
        { label: 'Arcade', href: '/activities/arcade/' },
      ],
    },
    {
      id: 'group-company',
      title: 'Company',
      links: [
        { label: 'Careers', href: 'https://jobs.example.com/spark-alley' },
        { label: 'Contact', href: 'mailto:hello@example.com' },
      ],
    },
  ],
  legalLinks: [
    { label: 'Privacy policy', href: '/privacy-policy/' },
    { label: 'Terms of use', href: '/terms/' },
  ],
  socialLinks: [{ label: 'Instagram', href: 'https://instagram.example.com/sparkalley' }],
  appStoreUrl: 'https://apps.apple.example.com/app/spark-alley',
  googlePlayUrl: 'https://play.google.example.com/store/apps/spark-alley',
  year: 2026,
};

const renderFooter = (overrides: Partial<FooterProps> = {}) =>
  render(<SiteFooter {...props} {...overrides} />);

const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** The list of links under a column heading. */
const column = (title: string) => {
  const list = screen.getByRole('heading', { level: 2, name: title }).nextElementSibling;
  if (!(list instanceof HTMLElement)) throw new Error(`no list under "${title}"`);
  return list;
};

describe('SiteFooter', () => {
  it('is the content info landmark, with the logo named after the company and the tagline', () => {
    renderFooter();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Spark Alley' })).toHaveAttribute(
      'src',
      '/cms-assets/logo-dark.svg',
    );
    expect(footer).toHaveTextContent('Bowling, arcade, laser tag and great food under one roof.');
  });

  it('shows the company name as text when there is no logo', () => {
    renderFooter({ logo: undefined, tagline: undefined });

    expect(screen.queryByRole('img', { name: 'Spark Alley' })).not.toBeInTheDocument();
    expect(screen.getByText('Spark Alley', { selector: 'p' })).toBeVisible();
  });

  it('shows each link column under its heading, inside the site map navigation', () => {
    renderFooter();

    const sitemap = screen.getByRole('navigation', { name: 'Site map' });
    expect(
      within(sitemap)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Play', 'Company']);
    expect(linksIn(column('Play'))).toEqual([
      ['Bowling', '/activities/bowling/'],
      ['Arcade', '/activities/arcade/'],
    ]);
    expect(linksIn(column('Company'))).toEqual([
      ['Careers', 'https://jobs.example.com/spark-alley'],
      ['Contact', 'mailto:hello@example.com'],
    ]);
  });

  it('opens links to other sites without sharing the opener', () => {
    renderFooter();

    for (const name of ['Careers', 'Instagram']) {
      expect(screen.getByRole('link', { name }).getAttribute('rel')?.split(' ')).toContain(
        'noopener',
      );
    }
    expect(screen.getByRole('link', { name: 'Bowling' })).not.toHaveAttribute('rel');
  });

  it('shows the copyright line and the legal and social links in their own landmarks', () => {
    renderFooter();

    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2026 Spark Alley. All rights reserved.',
    );
    expect(linksIn(screen.getByRole('navigation', { name: 'Legal' }))).toEqual([
      ['Privacy policy', '/privacy-policy/'],
      ['Terms of use', '/terms/'],
    ]);
    expect(linksIn(screen.getByRole('navigation', { name: 'Social media' }))).toEqual([
      ['Instagram', 'https://instagram.example.com/sparkalley'],
    ]);
  });

  it('leaves out the legal and social navigation when there are no such links', () => {
    renderFooter({ legalLinks: [], socialLinks: [] });

    expect(screen.queryByRole('navigation', { name: 'Legal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Social media' })).not.toBeInTheDocument();
  });

  it('links both app store badges to the given store pages', () => {
    renderFooter();

    expect(screen.getByText('Get the Spark Alley app')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.example.com/app/spark-alley',
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.example.com/store/apps/spark-alley',
    );
  });

  it('shows only the badge whose store address is given', () => {
    renderFooter({ googlePlayUrl: undefined });

    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Get it on Google Play' })).not.toBeInTheDocument();
  });

  it('shows no app section at all without store addresses', () => {
    renderFooter({ appStoreUrl: undefined, googlePlayUrl: undefined });

    expect(screen.queryByText('Get the Spark Alley app')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /App Store|Google Play/ })).not.toBeInTheDocument();
  });
});
