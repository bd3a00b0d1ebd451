// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import Link from 'next/link';
import { scroller } from 'react-scroll';
import { AnchorScroll } from '@/components/AnchorScroll.client';
import { samePageAnchor } from '@/components/anchorScroll';

vi.mock('react-scroll', () => ({ scroller: { scrollTo: vi.fn() } }));

const SMOOTH = { duration: 800, offset: -65, smooth: true };

function renderPage() {
  return render(
    <>
      <AnchorScroll />
      <a href="#birthday-party-add-ons">See add-ons</a>
      {/* Next's Link must not navigate when the click has been handled here. */}
      <Link href="/book/birthday/#teen-all-access">Teen All Access</Link>
      <Link href="/book/birthday#teen-all-access">Without the slash</Link>
      {/* A plain link: a router navigation is out of scope for this unit test. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/birthdays/packages/#teen-all-access">Another page</a>
      <a href="#nowhere">Missing target</a>
      <a href="#teen-all-access" data-anchor-scroll="manual">
        Handles itself
      </a>
      <a href="#teen-all-access" target="_blank">
        New tab
      </a>
      <section id="birthday-party-add-ons">Add-ons</section>
      <article id="teen-all-access">Teen card</article>
    </>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/book/birthday/');
});
afterEach(() => {
  vi.mocked(scroller.scrollTo).mockReset();
});

describe('anchor scrolling', () => {
  it('scrolls smoothly to an in-page anchor, updates the address and focuses the target', async () => {
    renderPage();
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'See add-ons' }));

    expect(notCancelled).toBe(false);
    await vi.waitFor(() =>
      expect(scroller.scrollTo).toHaveBeenCalledWith('birthday-party-add-ons', SMOOTH),
    );
    expect(window.location.pathname).toBe('/book/birthday/');
    expect(window.location.hash).toBe('#birthday-party-add-ons');
    expect(document.getElementById('birthday-party-add-ons')).toHaveFocus();
  });

  it('treats a link to this page with a fragment as in-page, with or without the trailing slash', async () => {
    renderPage();
    for (const name of ['Teen All Access', 'Without the slash']) {
      vi.mocked(scroller.scrollTo).mockClear();
      expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(false);
      await vi.waitFor(() =>
        expect(scroller.scrollTo).toHaveBeenCalledWith('teen-all-access', SMOOTH),
      );
    }
  });

  it('leaves other pages, missing targets, new tabs, modified clicks and self-handled links alone', () => {
    renderPage();
    for (const name of ['Another page', 'Missing target', 'New tab', 'Handles itself']) {
      expect(fireEvent.click(screen.getByRole('link', { name })), name).toBe(true);
    }
    expect(
      fireEvent.click(screen.getByRole('link', { name: 'See add-ons' }), { metaKey: true }),
    ).toBe(true);
    expect(scroller.scrollTo).not.toHaveBeenCalled();
  });

  it('lines up the target of the address fragment on arrival, without animation or focus', async () => {
    window.history.replaceState(null, '', '/book/birthday/#teen-all-access');
    renderPage();
    await vi.waitFor(() =>
      expect(scroller.scrollTo).toHaveBeenCalledWith('teen-all-access', {
        duration: 0,
        offset: -65,
        smooth: false,
      }),
    );
    expect(document.getElementById('teen-all-access')).not.toHaveFocus();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = renderPage();
    const link = screen.getByRole('link', { name: 'See add-ons' });
    unmount();
    document.body.append(link);
    expect(fireEvent.click(link)).toBe(true);
    link.remove();
  });
});

describe('samePageAnchor', () => {
  const here = new URL('https://example.com/book/birthday/?utm=x') as unknown as Location;
  const anchor = (href: string) => Object.assign(document.createElement('a'), { href });

  it('reads the fragment of links that stay on this page', () => {
    expect(samePageAnchor(anchor('#a'), here)).toBe('a');
    expect(samePageAnchor(anchor('https://example.com/book/birthday/#b'), here)).toBe('b');
    expect(samePageAnchor(anchor('https://example.com/book/birthday/?utm=x#c'), here)).toBe('c');
    expect(samePageAnchor(anchor('#laser-tag-n-arcade'), here)).toBe('laser-tag-n-arcade');
  });

  it('is undefined for other pages, other sites, other queries and links without a fragment', () => {
    expect(samePageAnchor(anchor('https://example.com/book/activities/#a'), here)).toBeUndefined();
    expect(samePageAnchor(anchor('https://other.example/book/birthday/#a'), here)).toBeUndefined();
    expect(
      samePageAnchor(anchor('https://example.com/book/birthday/?q=1#a'), here),
    ).toBeUndefined();
    expect(samePageAnchor(anchor('https://example.com/book/birthday/'), here)).toBeUndefined();
    expect(samePageAnchor(anchor('#'), here)).toBeUndefined();
  });
});
