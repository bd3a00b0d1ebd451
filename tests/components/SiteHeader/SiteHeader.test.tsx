// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/SiteHeader/SiteHeader';
import { picture } from '@/lib/cms/fields';
import { asset } from '@/tests/support/entries';

const logo = picture.parse(
  asset({ fileName: 'logo.svg', description: 'Spark Alley', size: { width: 180, height: 48 } }),
);
const links = [
  { label: 'Birthdays', href: '/birthdays/' },
  { label: 'Events', href: '/events/' },
  { label: 'Locations', href: '/locations/' },
];
const cta = { label: 'Book a party', href: '/birthdays/packages/' };

describe('SiteHeader', () => {
  it('shows the logo as a link home, named after the company', () => {
    render(<SiteHeader companyName="Spark Alley" logo={logo} items={links} cta={cta} />);

    const home = screen.getByRole('link', { name: 'Spark Alley home' });
    expect(home).toHaveAttribute('href', '/');
    const image = within(home).getByRole('img', { name: 'Spark Alley home' });
    expect(image).toHaveAttribute('src', '/cms-assets/logo.svg');
    expect(image).toHaveAttribute('width', '180');
    expect(image).toHaveAttribute('height', '48');
  });

  it('shows the company name as the home link when there is no logo', () => {
    render(<SiteHeader companyName="Spark Alley" items={links} />);

    const home = screen.getByRole('link', { name: 'Spark Alley' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).queryByRole('img')).not.toBeInTheDocument();
  });

  it('lists the main navigation in order, in a landmark named Main', () => {
    render(<SiteHeader companyName="Spark Alley" logo={logo} items={links} cta={cta} />);

    const navs = screen.getAllByRole('navigation', { name: 'Main' });
    // The mobile menu's copy stays hidden until it is opened.
    expect(navs).toHaveLength(1);
    expect(
      within(navs[0]!)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Birthdays', '/birthdays/'],
      ['Events', '/events/'],
      ['Locations', '/locations/'],
    ]);
  });

  it('shows the call to action beside the navigation', () => {
    render(<SiteHeader companyName="Spark Alley" logo={logo} items={links} cta={cta} />);

    // Only one is visible: the mobile menu's copy stays hidden until it is opened.
    const ctas = screen.getAllByRole('link', { name: 'Book a party' });
    expect(ctas).toHaveLength(1);
    expect(ctas[0]).toHaveAttribute('href', '/birthdays/packages/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Book a party' })).toBe(
      ctas[0],
    );
  });

  it('shows no call to action when the settings have none', () => {
    render(<SiteHeader companyName="Spark Alley" logo={logo} items={links} />);
    expect(screen.queryByRole('link', { name: 'Book a party' })).not.toBeInTheDocument();
  });

  it('offers the same links and call to action in the mobile menu', async () => {
    const user = userEvent.setup();
    render(<SiteHeader companyName="Spark Alley" logo={logo} items={links} cta={cta} />);

    await user.click(screen.getByRole('button', { name: 'Menu' }));

    const [, mobile] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(
      within(mobile!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/birthdays/', '/events/', '/locations/', '/birthdays/packages/']);
  });

  it('is the page banner landmark', () => {
    render(<SiteHeader companyName="Spark Alley" items={links} />);
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'Spark Alley' }),
    );
  });
});
