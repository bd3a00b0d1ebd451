import { z } from 'zod';
import { optionalText } from '@/lib/cms/fields';
import { isEmbeddableFormUrl } from '../tour-travel-form/schema';

/**
 * The frame's address: the heading's address with `shouldAutoFocus=0`
 * (docs/rules/platform-calls.md#embedded-frames), so the sign-up form does not pull the page down
 * to itself and steal the keyboard focus on load. The editor's query is kept as written; a
 * `shouldAutoFocus` already in it is replaced.
 */
export function frameUrl(headingUrl: string): string {
  const url = new URL(headingUrl);
  if (url.searchParams.has('shouldAutoFocus')) {
    url.searchParams.set('shouldAutoFocus', '0');
  } else {
    url.search = url.search ? `${url.search}&shouldAutoFocus=0` : '?shouldAutoFocus=0';
  }
  return url.href;
}

/**
 * Coming soon (docs/rules/screens-and-routes.md#openings-and-promotions): a heading whose address
 * is a sign-up page, shown below it in a frame. Only a plain https address is framed (no other
 * scheme, no user name), and its origin must be one the site's frame-src allows (README,
 * "Framed pages").
 */
export const comingSoonSchema = z
  .object({
    heading: z.string().trim().min(1).max(100),
    headingUrl: z
      .string()
      .trim()
      .refine(isEmbeddableFormUrl, 'headingUrl must be an https address without a user name')
      .transform((value) => new URL(value).href),
    intro: optionalText,
    frameTitle: optionalText,
  })
  .transform(({ headingUrl, frameTitle, ...fields }) => ({
    ...fields,
    signUpUrl: headingUrl,
    frameUrl: frameUrl(headingUrl),
    // A frame needs a name for screen readers (WCAG 4.1.2); the heading names it by default.
    frameTitle: frameTitle ?? fields.heading,
  }));

export type ComingSoonProps = z.output<typeof comingSoonSchema>;
