// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PromotionalVideo } from '@/blocks/promotional-video/PromotionalVideo';
import { promotionalVideoSchema } from '@/blocks/promotional-video/schema';
import { playerSrc } from '@/blocks/promotional-video/videoEmbed';
import { asset, entry, navLink } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

function videoEntry(fields: Record<string, unknown> = {}) {
  return entry(
    'videoEmbed',
    {
      title: 'A Night at Spark Alley',
      url: 'https://player.vimeo.com/video/76979871',
      poster: asset({ fileName: 'promo-video-night.svg', description: 'Neon bowling lanes' }),
      caption: 'Bowling, laser tag and the arcade in ninety seconds.',
      ...fields,
    },
    'video-night',
  );
}

const fields = {
  eyebrow: 'Watch',
  heading: 'A Night at Spark Alley',
  text: 'Press play for the tour.',
  video: videoEntry(),
  cta: navLink('Find a Location', '/locations/'),
};

function renderBlock(overrides: Record<string, unknown> = {}) {
  const props = promotionalVideoSchema.parse({ ...fields, ...overrides });
  render(<PromotionalVideo {...props} context={PUBLISHED_ENGLISH} />);
  return screen.getByRole('region', { name: 'A Night at Spark Alley' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the player address', () => {
  it('turns a player URL into a frame without byline, portrait or title that starts on load', () => {
    const src = new URL(playerSrc('https://player.vimeo.com/video/76979871')!);
    expect(src.origin + src.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      byline: '0',
      portrait: '0',
      title: '0',
      dnt: '1',
      autoplay: '1',
    });
  });

  it("keeps an unlisted video's hash and drops anything else in the query", () => {
    const src = new URL(
      playerSrc('https://player.vimeo.com/video/76979871?h=8f2d1c9a7b&byline=1&autoplay=0')!,
    );
    expect(src.searchParams.get('h')).toBe('8f2d1c9a7b');
    expect(src.searchParams.get('byline')).toBe('0');
    expect(src.searchParams.getAll('autoplay')).toEqual(['1']);
  });

  it.each([
    'http://player.vimeo.com/video/76979871',
    'https://vimeo.com/76979871',
    'https://player.vimeo.com.example.com/video/76979871',
    'https://user@player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/abc',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    expect(playerSrc(url)).toBeUndefined();
  });
});

describe('Promotional video block', () => {
  it('shows the words, the button and the poster, with no player frame until play', () => {
    const section = renderBlock();
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'A Night at Spark Alley',
    );
    expect(section).toHaveTextContent('Press play for the tour.');
    expect(section).toHaveTextContent('Bowling, laser tag and the arcade in ninety seconds.');
    expect(within(section).getByRole('link', { name: 'Find a Location' })).toHaveAttribute(
      'href',
      '/locations/',
    );
    expect(within(section).getByRole('img', { name: 'Neon bowling lanes' })).toBeVisible();
    expect(section.querySelector('iframe')).toBeNull();
  });

  it('creates the named player frame when the guest presses play, and moves focus into it', async () => {
    const user = userEvent.setup();
    const section = renderBlock();
    await user.click(
      within(section).getByRole('button', { name: 'Play video: A Night at Spark Alley' }),
    );

    const frame = within(section).getByTitle('Video: A Night at Spark Alley');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?byline=0&portrait=0&title=0&dnt=1&autoplay=1',
    );
    expect(frame).toHaveFocus();
    expect(within(section).queryByRole('button', { name: /Play video/ })).toBeNull();
    expect(within(section).queryByRole('img', { name: 'Neon bowling lanes' })).toBeNull();
  });

  it('refuses an entry whose video has no poster, another host or no heading', () => {
    spyOnWarnings();
    const refused = (overrides: Record<string, unknown>) =>
      promotionalVideoSchema.safeParse({ ...fields, ...overrides }).success;
    expect(refused({ video: videoEntry({ poster: null }) })).toBe(false);
    expect(refused({ video: videoEntry({ url: 'https://www.example.com/video.mp4' }) })).toBe(
      false,
    );
    expect(refused({ heading: '  ' })).toBe(false);
    expect(refused({ video: undefined })).toBe(false);
  });

  it('renders without the optional words and button', () => {
    const section = renderBlock({ eyebrow: '', text: '', cta: null });
    expect(within(section).queryByRole('link')).toBeNull();
    expect(within(section).getByRole('button', { name: /Play video/ })).toBeVisible();
  });
});
