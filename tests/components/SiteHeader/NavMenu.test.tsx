// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeaderItem } from '@/components/SiteHeader/items';
import { SiteHeader } from '@/components/SiteHeader/SiteHeader';
import { preventLinkNavigation } from '@/tests/support/navigation';

const pathname = { current: '/' };
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

const items: HeaderItem[] = [
  { label: 'Birthdays', href: '/birthdays/packages/' },
  {
    title: 'Events',
    links: [
      { label: 'All events', href: '/events/' },
      { label: 'Play Academy', href: '/events/school-events/play-academy/' },
    ],
  },
  { label: 'Deals', href: '/promotions/' },
];

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;
const eventsButton = () => within(desktopNav()).getByRole('button', { name: 'Events' });

let allowNavigation: () => void;
beforeEach(() => {
  pathname.current = '/';
  allowNavigation = preventLinkNavigation();
});
afterEach(() => allowNavigation());

describe('a header menu', () => {
  it('opens its links from a button, the second tap reaching them', async () => {
    const user = userEvent.setup();
    render(<SiteHeader companyName="Spark Alley" items={items} />);
    expect(eventsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(desktopNav()).queryByRole('link', { name: 'Play Academy' })).toBeNull();

    await user.click(eventsButton());
    expect(eventsButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(desktopNav()).getByRole('link', { name: 'Play Academy' })).toHaveAttribute(
      'href',
      '/events/school-events/play-academy/',
    );
  });

  it('closes on Escape, giving the focus back to its button, and on a click outside it', async () => {
    const user = userEvent.setup();
    render(<SiteHeader companyName="Spark Alley" items={items} />);
    await user.click(eventsButton());
    await user.keyboard('{Escape}');
    expect(eventsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(eventsButton()).toHaveFocus();

    await user.click(eventsButton());
    await user.click(screen.getByRole('banner'));
    expect(eventsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when one of its links is followed', async () => {
    const user = userEvent.setup();
    render(<SiteHeader companyName="Spark Alley" items={items} />);
    await user.click(eventsButton());
    await user.click(within(desktopNav()).getByRole('link', { name: 'All events' }));
    expect(eventsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the guest’s current area: the menu holding the page, and the page’s link in it', async () => {
    pathname.current = '/events/school-events/play-academy/';
    const user = userEvent.setup();
    render(<SiteHeader companyName="Spark Alley" items={items} />);
    expect(eventsButton()).toHaveAttribute('aria-current', 'true');
    expect(within(desktopNav()).getByRole('link', { name: 'Deals' })).not.toHaveAttribute(
      'aria-current',
    );
    await user.click(eventsButton());
    expect(within(desktopNav()).getByRole('link', { name: 'Play Academy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists a menu’s links under its title in the phone menu, every area the second tap', async () => {
    const user = userEvent.setup();
    render(<SiteHeader companyName="Spark Alley" items={items} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const phone = screen.getAllByRole('navigation', { name: 'Main' })[1]!;
    expect(within(phone).getByText('Events')).toBeVisible();
    expect(
      within(within(phone).getByRole('list', { name: 'Events' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All events', 'Play Academy']);
    expect(
      within(phone)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/birthdays/packages/',
      '/events/',
      '/events/school-events/play-academy/',
      '/promotions/',
    ]);
  });
});
