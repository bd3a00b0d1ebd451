// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '@/components/SiteHeader/MobileMenu.client';
import { preventLinkNavigation } from '@/tests/support/navigation';

const links = [
  { label: 'Birthdays', href: '/birthdays/' },
  { label: 'Events', href: '/events/' },
  { label: 'Season pass', href: '/season-pass/' },
];
const cta = { label: 'Book a party', href: '/birthdays/packages/' };

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => {
  const id = toggle().getAttribute('aria-controls');
  const element = id ? document.getElementById(id) : null;
  if (!element) throw new Error('the toggle controls no element');
  return element;
};

const LABELS = { menu: 'Menu', mainNavigation: 'Main' };
const SPANISH = { name: 'Español', action: 'Ver esta página en español' };

function setup() {
  const user = userEvent.setup();
  render(<MobileMenu items={links} cta={cta} labels={LABELS} languageSwitch={SPANISH} />);
  return user;
}

describe('MobileMenu', () => {
  let allowNavigation: () => void;
  beforeEach(() => {
    allowNavigation = preventLinkNavigation();
  });
  afterEach(() => allowNavigation());

  it('starts closed, with a toggle that controls the hidden panel', () => {
    setup();

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens on click, shows every link and the call to action, and focuses the first link', async () => {
    const user = setup();

    await user.click(toggle());

    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    const nav = within(panel()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Birthdays', '/birthdays/'],
      ['Events', '/events/'],
      ['Season pass', '/season-pass/'],
      ['Book a party', '/birthdays/packages/'],
    ]);
    expect(screen.getByRole('link', { name: 'Birthdays' })).toHaveFocus();
    // After the navigation: this page in the other language.
    expect(
      within(panel()).getByRole('link', { name: 'Ver esta página en español' }),
    ).toHaveAttribute('href', '/es/');
  });

  it('closes with Escape and gives focus back to the toggle', async () => {
    const user = setup();
    await user.click(toggle());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Events' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
    expect(toggle()).toHaveFocus();
  });

  it('closes when the toggle is clicked again', async () => {
    const user = setup();
    await user.click(toggle());
    await user.click(toggle());

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
  });

  it('keeps Tab inside while open: from the last link to the toggle, and back with Shift+Tab', async () => {
    const user = setup();
    await user.click(toggle());
    const last = screen.getByRole('link', { name: 'Ver esta página en español' });

    last.focus();
    await user.tab();
    expect(toggle()).toHaveFocus();

    await user.tab({ shift: true });
    expect(last).toHaveFocus();

    // In between, Tab walks the links in order.
    toggle().focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Birthdays' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(toggle()).toHaveFocus();
  });

  it('no longer traps focus or reacts to Escape once closed', async () => {
    const user = setup();
    const outside = document.createElement('button');
    outside.textContent = 'Outside';
    document.body.append(outside);
    try {
      await user.click(toggle());
      await user.keyboard('{Escape}');

      await user.tab();
      expect(outside).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(outside).toHaveFocus();
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      outside.remove();
    }
  });

  it('closes when the guest follows a link', async () => {
    const user = setup();
    await user.click(toggle());

    await user.click(screen.getByRole('link', { name: 'Events' }));

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
  });

  it('closes when the guest follows the call to action', async () => {
    const user = setup();
    await user.click(toggle());

    await user.click(screen.getByRole('link', { name: 'Book a party' }));

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers no call to action when none is given', async () => {
    const user = userEvent.setup();
    render(<MobileMenu items={links} labels={LABELS} languageSwitch={SPANISH} />);
    await user.click(toggle());

    expect(within(panel()).getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Book a party' })).not.toBeInTheDocument();
  });
});
