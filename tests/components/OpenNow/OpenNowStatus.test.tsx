// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { OpenNowStatus } from '@/components/OpenNow/OpenNowStatus.client';
import type { CenterClock } from '@/lib/centers/openNow';

const TEMPE: CenterClock = {
  timeZone: 'America/Phoenix',
  hours: [{ days: 'Sun–Sat', open: '10:00 AM', close: '12:00 AM' }],
  specialHours: [],
};

/** Tuesday 8 December 2026 in Tempe (UTC−7): 8:30 AM when the page was made. */
const RENDERED_AT = Date.parse('2026-12-08T15:30:00Z');

afterEach(() => vi.useRealTimers());

function status(renderedAt = RENDERED_AT) {
  return <OpenNowStatus opening={{ status: 'open' }} clock={TEMPE} renderedAt={renderedAt} />;
}

describe('OpenNowStatus', () => {
  it('is rendered by the server for the moment it made the page', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2026-12-08T15:30:00Z');
    expect(renderToString(status())).toContain('Closed · opens 10 AM');
  });

  it('is told again by the browser’s clock on arrival, without a hydration error, and every minute', async () => {
    vi.useFakeTimers();
    // The page was cached: the guest arrives at 9:58 AM, not 8:30.
    vi.setSystemTime('2026-12-08T16:58:30Z');
    const container = document.createElement('div');
    container.innerHTML = renderToString(status());
    document.body.append(container);
    expect(container).toHaveTextContent('Closed · opens 10 AM');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, status(), { onRecoverableError: recoverable });
    });
    expect(container).toHaveTextContent('Opens soon · 10 AM');
    expect(recoverable).not.toHaveBeenCalled();

    // 10:00 AM: the minute turns and the status with it.
    await act(async () => vi.advanceTimersByTime(90_000));
    expect(container).toHaveTextContent('Open now · closes midnight');
    expect(container.querySelector('p')).toHaveAttribute('data-tone', 'open');
  });
});
