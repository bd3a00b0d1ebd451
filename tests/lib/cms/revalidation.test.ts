import { unstable_cache } from 'next/cache';
import { REVALIDATE_SECONDS, renderAgainAt } from '@/lib/cms/revalidation';

vi.mock('next/cache', () => ({
  unstable_cache: vi.fn((read: () => Promise<unknown>) => read),
}));

const NOW = new Date('2026-11-30T23:30:00Z');

afterEach(() => vi.mocked(unstable_cache).mockClear());

describe('renderAgainAt', () => {
  it('asks Next to render the page again when the moment comes, to the second', async () => {
    await renderAgainAt(Date.parse('2026-12-01T00:00:00.500Z'), NOW);
    expect(unstable_cache).toHaveBeenCalledWith(expect.any(Function), expect.any(Array), {
      revalidate: 1801,
    });
  });

  it('leaves the hourly revalidation alone for a moment after it, past or absent', async () => {
    await renderAgainAt(NOW.getTime() + REVALIDATE_SECONDS * 1000, NOW);
    await renderAgainAt(NOW.getTime() - 1000, NOW);
    await renderAgainAt(undefined, NOW);
    expect(unstable_cache).not.toHaveBeenCalled();
  });
});
