// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ComingSoon } from '@/blocks/coming-soon/ComingSoon';
import { FRAME_LOAD_TIMEOUT_MS } from '@/blocks/coming-soon/ComingSoon.client';
import { comingSoonSchema, frameUrl } from '@/blocks/coming-soon/schema';
import { blockFor } from '@/blocks/registry';

const SIGN_UP = 'https://form.jotform.com/250917364821058';
const fields = {
  heading: 'Be the First to Know',
  headingUrl: SIGN_UP,
  intro: 'Sign up for opening news.',
  frameTitle: 'Opening news sign-up form',
};

function renderBlock(change: Partial<typeof fields> = {}) {
  const view = render(
    <ComingSoon
      {...comingSoonSchema.parse({ ...fields, ...change })}
      context={PUBLISHED_ENGLISH}
    />,
  );
  // The frame is drawn once the block is mounted.
  act(() => vi.advanceTimersByTime(0));
  return view;
}

const frame = () => screen.getByTitle(fields.frameTitle);
const fallbackCard = () => screen.queryByText('The sign-up form could not load here.');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the coming-soon frame address', () => {
  it.each([
    [SIGN_UP, `${SIGN_UP}?shouldAutoFocus=0`],
    [`${SIGN_UP}?source=site`, `${SIGN_UP}?source=site&shouldAutoFocus=0`],
    [`${SIGN_UP}?`, `${SIGN_UP}?shouldAutoFocus=0`],
    [`${SIGN_UP}?shouldAutoFocus=1&a=b`, `${SIGN_UP}?shouldAutoFocus=0&a=b`],
    [`${SIGN_UP}?a=b#top`, `${SIGN_UP}?a=b&shouldAutoFocus=0#top`],
    ['https://signup.example/fishers/', 'https://signup.example/fishers/?shouldAutoFocus=0'],
  ])('frames %s as %s', (heading, framed) => {
    expect(frameUrl(heading)).toBe(framed);
  });

  it.each([
    ['javascript:alert(1)'],
    ['http://form.jotform.com/250917364821058'],
    ['//form.jotform.com/250917364821058'],
    ['/grand-opening/'],
    ['https://guest:secret@form.jotform.com/1'],
    ['data:text/html,<p>hi</p>'],
    [''],
  ])('refuses to frame %j', (headingUrl) => {
    expect(comingSoonSchema.safeParse({ ...fields, headingUrl }).success).toBe(false);
  });

  it('names the frame after the heading when the editor gives no title', () => {
    expect(comingSoonSchema.parse({ heading: 'Coming soon', headingUrl: SIGN_UP })).toEqual({
      heading: 'Coming soon',
      intro: undefined,
      signUpUrl: SIGN_UP,
      frameUrl: `${SIGN_UP}?shouldAutoFocus=0`,
      frameTitle: 'Coming soon',
    });
  });

  it('is the block of the comingSoon section type, refusing a bad entry', () => {
    const context = PUBLISHED_ENGLISH;
    expect(blockFor('comingSoon')?.render(fields, 'c', context).ok).toBe(true);
    expect(
      blockFor('comingSoon')?.render({ ...fields, headingUrl: 'http://x.test/' }, 'c', context),
    ).toMatchObject({ ok: false });
  });
});

describe('Coming soon block', () => {
  it('frames the sign-up page under its heading: named, lazy, sandboxed, without autofocus', () => {
    renderBlock();

    const region = screen.getByRole('region', { name: fields.heading });
    expect(region).toHaveTextContent(fields.intro);
    expect(region).toContainElement(frame());
    expect(frame()).toHaveAttribute('src', `${SIGN_UP}?shouldAutoFocus=0`);
    expect(frame()).toHaveAttribute('loading', 'lazy');
    expect(frame().getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);
  });

  it('always offers the sign-up page in a new tab, sharing no opener', () => {
    renderBlock();
    const link = screen.getByRole('link', { name: 'Open the sign-up form in a new tab' });
    expect(link).toHaveAttribute('href', SIGN_UP);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers the new tab over the frame when the frame has not loaded in time', () => {
    renderBlock();
    act(() => vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 1));
    expect(fallbackCard()).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    const card = screen.getByRole('status');
    expect(card).toHaveTextContent('The sign-up form could not load here.');
    expect(
      within(card).getByRole('link', { name: 'Open the sign-up form in a new tab' }),
    ).toHaveAttribute('href', SIGN_UP);

    // A slow frame that loads after all takes its place back.
    fireEvent.load(frame());
    expect(fallbackCard()).not.toBeInTheDocument();
  });

  it('never offers it over a frame that has loaded', () => {
    renderBlock();
    fireEvent.load(frame());
    act(() => vi.advanceTimersByTime(2 * FRAME_LOAD_TIMEOUT_MS));
    expect(fallbackCard()).not.toBeInTheDocument();
  });
});
