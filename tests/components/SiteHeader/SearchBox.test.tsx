// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/SiteHeader/SiteHeader';

const links = [{ label: 'Locations', href: '/locations/' }];

describe('the header’s search box', () => {
  it('is a labelled search form sending ?q= to the search page', () => {
    render(<SiteHeader companyName="Spark Alley" items={links} />);

    const form = screen.getByRole('search', { name: 'Search the site' });
    expect(form).toHaveAttribute('action', '/search/');
    expect(form).toHaveAttribute('method', 'get');
    const field = within(form).getByRole('searchbox', { name: 'Search the site' });
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('maxlength', '100');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('sends a Spanish page’s search to the Spanish search page, in Spanish', () => {
    render(<SiteHeader companyName="Spark Alley" items={links} locale="es" />);

    const form = screen.getByRole('search', { name: 'Buscar en el sitio' });
    expect(form).toHaveAttribute('action', '/es/search/');
    expect(within(form).getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
  });

  it('is one box at every width, in the bar beside the menu, not a second one in the menu', async () => {
    render(<SiteHeader companyName="Spark Alley" items={links} />);
    expect(screen.getAllByRole('search')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getAllByRole('search', { name: 'Search the site' })).toHaveLength(1);
  });
});
