import nextConfig from '@/next.config';

/**
 * `next build` inlines parts of next.config.ts into the client code; Vitest does not. Importing
 * this module mirrors them, so `next/link` renders hrefs the way the built site does (with the
 * trailing slash every route ends in).
 */
if (nextConfig.trailingSlash) process.env.__NEXT_TRAILING_SLASH = 'true';
