// @vitest-environment jsdom
import { inertWhileHidden } from '@/components/Slider/slick';

/** Lets the mutation observer's callback run: it is queued as a microtask after the change. */
const observed = () => new Promise((resolve) => queueMicrotask(() => resolve(undefined)));

describe('a slide react-slick hides', () => {
  it('is inert from the moment it is hidden, before the slider syncs after its move', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="slick-slide" aria-hidden="false"><a href="/a">Book</a></div>';
    const slide = root.querySelector<HTMLElement>('.slick-slide')!;
    const stop = inertWhileHidden(root);

    slide.setAttribute('aria-hidden', 'true');
    await observed();
    expect(slide).toHaveAttribute('inert');

    // Showing a slide again is the sync's to decide, as it knows which slides are in the frame.
    slide.setAttribute('aria-hidden', 'false');
    await observed();
    expect(slide).toHaveAttribute('inert');

    stop?.();
    const next = document.createElement('div');
    root.append(next);
    next.setAttribute('aria-hidden', 'true');
    await observed();
    expect(next).not.toHaveAttribute('inert');
  });
});
