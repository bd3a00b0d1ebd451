// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { currentness, NavLink } from '@/components/SiteHeader/NavLink.client';

const pathname = vi.hoisted(() => ({ current: '/' as string | null }));
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

describe('currentness', () => {
  it('marks the link to the page shown as the page, with or without the trailing slash', () => {
    expect(currentness('/locations/', '/locations/')).toBe('page');
    expect(currentness('/locations/', '/locations')).toBe('page');
    expect(currentness('/', '/')).toBe('page');
  });

  it('marks the link of the section the page is in', () => {
    expect(currentness('/events/', '/events/group-events/')).toBe('true');
  });

  it('keeps Season Pass marked on either season’s form, whichever season it leads to', () => {
    expect(currentness('/book/seasonpass/winter/', '/book/seasonpass/winter/')).toBe('page');
    expect(currentness('/book/seasonpass/winter/', '/book/seasonpass/')).toBe('true');
    expect(currentness('/book/seasonpass/winter/', '/book/birthday/')).toBeUndefined();
  });

  it('leaves other links alone, and Home is never a section', () => {
    expect(currentness('/events/', '/locations/')).toBeUndefined();
    expect(currentness('/', '/locations/')).toBeUndefined();
    expect(currentness('/book/', '/book-a-party/')).toBeUndefined();
  });
});

describe('NavLink', () => {
  it('tells assistive technology which link leads to the page shown', () => {
    pathname.current = '/events/group-events/';
    render(
      <>
        <NavLink href="/events/">Events</NavLink>
        <NavLink href="/events/group-events/">Group Events</NavLink>
        <NavLink href="/locations/">Locations</NavLink>
      </>,
    );

    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Group Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Locations' })).not.toHaveAttribute('aria-current');
  });

  it('marks nothing when it cannot tell the page', () => {
    pathname.current = null;
    render(<NavLink href="/">Home</NavLink>);

    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
