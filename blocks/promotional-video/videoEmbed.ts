import { z } from 'zod';
import { optionalText, picture } from '@/lib/cms/fields';

/** The video host's player; the site's frame-src (next.config.ts) allows this origin only. */
export const VIDEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

const PLAYER_PATH = /^\/video\/(\d{1,12})\/?$/;
const PRIVACY_HASH = /^[0-9a-f]{6,20}$/i;

/**
 * The frame address of a player URL ('https://player.vimeo.com/video/76979871', optionally with the
 * `h` hash of an unlisted video), or undefined for any other address. The player shows no byline,
 * portrait or title (docs/rules/platform-calls.md#video-embeds), does not track the guest, and
 * starts at once: the frame only exists after the guest pressed play.
 */
export function playerSrc(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const id = PLAYER_PATH.exec(parsed.pathname)?.[1];
  if (parsed.origin !== VIDEO_PLAYER_ORIGIN || parsed.username || parsed.password || !id) {
    return undefined;
  }
  const hash = parsed.searchParams.get('h');
  const params = new URLSearchParams({
    ...(hash && PRIVACY_HASH.test(hash) ? { h: hash } : {}),
    byline: '0',
    portrait: '0',
    title: '0',
    dnt: '1',
    autoplay: '1',
  });
  return `${VIDEO_PLAYER_ORIGIN}/video/${id}?${params}`;
}

/**
 * A video embed entry: the player URL, its title (the frame's name for screen readers) and the
 * poster shown until the guest presses play. Without a poster or a player URL there is nothing to
 * show, so the entry is refused.
 */
export const videoEmbed = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal('videoEmbed') }),
    fields: z.object({
      title: z.string().trim().min(1).max(120),
      url: z
        .string()
        .trim()
        .transform((url, context) => {
          const src = playerSrc(url);
          if (src) return src;
          context.addIssue({
            code: 'custom',
            message: `url must be a player address (${VIDEO_PLAYER_ORIGIN}/video/<id>)`,
          });
          return z.NEVER;
        }),
      poster: picture,
      caption: optionalText,
    }),
  })
  .transform(({ sys, fields }) => ({
    id: sys.id,
    title: fields.title,
    src: fields.url,
    poster: fields.poster,
    caption: fields.caption,
  }));
