// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { LivePreview } from '@/components/LivePreview/LivePreview.lazy';
import { REFRESH_DELAY_MS } from '@/components/LivePreview/LivePreview.client';

/*
 * The SDK talks to Contentful's editor through the frame around the page, which a test does not
 * have: it stands in for the editor, keeping the save callback the island subscribes.
 */
const editor = vi.hoisted(() => ({
  init: vi.fn(),
  unsubscribe: vi.fn(),
  save: undefined as (() => void) | undefined,
}));
vi.mock('@contentful/live-preview', () => ({
  ContentfulLivePreview: {
    init: editor.init,
    subscribe: (event: string, { callback }: { callback: () => void }) => {
      if (event === 'save') editor.save = callback;
      return editor.unsubscribe;
    },
  },
}));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  vi.useFakeTimers();
  editor.init.mockClear();
  editor.unsubscribe.mockClear();
  editor.save = undefined;
  router.refresh.mockClear();
});
afterEach(() => vi.useRealTimers());

it("connects to Contentful's editor with inspector mode, for the space's locale", () => {
  const { container } = render(<LivePreview />);
  expect(editor.init).toHaveBeenCalledWith(
    expect.objectContaining({
      locale: 'en-US',
      enableInspectorMode: true,
      targetOrigin: 'https://app.contentful.com',
    }),
  );
  expect(container).toBeEmptyDOMElement();
});

it('re-renders the page from the drafts shortly after the editor saves', () => {
  render(<LivePreview />);
  editor.save?.();
  expect(router.refresh).not.toHaveBeenCalled();
  vi.advanceTimersByTime(REFRESH_DELAY_MS);
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

it('refreshes once for the saves of one burst of typing, and again after the next', () => {
  render(<LivePreview />);
  for (let save = 0; save < 4; save++) {
    editor.save?.();
    vi.advanceTimersByTime(REFRESH_DELAY_MS / 2);
  }
  vi.advanceTimersByTime(REFRESH_DELAY_MS);
  expect(router.refresh).toHaveBeenCalledTimes(1);

  editor.save?.();
  vi.advanceTimersByTime(REFRESH_DELAY_MS);
  expect(router.refresh).toHaveBeenCalledTimes(2);
});

it('stops listening when it unmounts, and drops a refresh still waiting', () => {
  const { unmount } = render(<LivePreview />);
  editor.save?.();
  unmount();
  expect(editor.unsubscribe).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(REFRESH_DELAY_MS);
  expect(router.refresh).not.toHaveBeenCalled();
});
