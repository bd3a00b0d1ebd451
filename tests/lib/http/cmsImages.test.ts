import { cmsImageAnswer } from '@/lib/http/cmsImages';

/** The query next/image writes for a picture at a width and quality. */
const query = (url: string, w = '640', q = '75') => new URLSearchParams({ url, w, q });

const PICTURE = 'https://images.ctfassets.net/ourspace/a1b2/c3d4/party-room.jpg';

describe('cmsImageAnswer', () => {
  it('sends the configured space’s picture to Contentful’s Images API at the asked size, as WebP', () => {
    expect(cmsImageAnswer(query(PICTURE, '640', '75'), 'ourspace')).toEqual({
      location: `${PICTURE}?w=640&q=75&fm=webp`,
    });
  });

  it('keeps an animated GIF a GIF', () => {
    const gif = 'https://images.ctfassets.net/ourspace/a1b2/c3d4/confetti.gif';
    expect(cmsImageAnswer(query(gif, '128'), 'ourspace')).toEqual({
      location: `${gif}?w=128&q=75`,
    });
  });

  it('refuses another space’s pictures, and every one when no space is configured', () => {
    const theirs = 'https://images.ctfassets.net/otherspace/a1b2/c3d4/photo.jpg';
    expect(cmsImageAnswer(query(theirs), 'ourspace')).toEqual({
      refused: '"url" parameter is not allowed',
    });
    // A space whose id begins with ours is another space.
    const longer = 'https://images.ctfassets.net/ourspace2/a1b2/c3d4/photo.jpg';
    expect(cmsImageAnswer(query(longer), 'ourspace')).toHaveProperty('refused');
    expect(cmsImageAnswer(query(PICTURE), undefined)).toHaveProperty('refused');
  });

  it('refuses the picture over plain http', () => {
    const plain = PICTURE.replace('https:', 'http:');
    expect(cmsImageAnswer(query(plain), 'ourspace')).toHaveProperty('refused');
  });

  it('refuses a width or quality that is not a whole number in range', () => {
    for (const [w, q] of [
      ['0', '75'],
      ['4001', '75'],
      ['64.5', '75'],
      ['', '75'],
      ['64', '101'],
      ['64', 'best'],
    ] as const) {
      expect(cmsImageAnswer(query(PICTURE, w, q), 'ourspace'), `w=${w} q=${q}`).toHaveProperty(
        'refused',
      );
    }
  });

  it('leaves the site’s own files and other hosts to Next’s optimizer', () => {
    expect(cmsImageAnswer(query('/cms-assets/play-academy-poster.jpg'), 'ourspace')).toBe(
      undefined,
    );
    expect(cmsImageAnswer(query('//images.ctfassets.net/ourspace/a/b/c.jpg'), 'ourspace')).toBe(
      undefined,
    );
    expect(cmsImageAnswer(query('https://example.com/ourspace/a.jpg'), 'ourspace')).toBe(undefined);
    expect(cmsImageAnswer(new URLSearchParams({ w: '64', q: '75' }), 'ourspace')).toBe(undefined);
  });
});
