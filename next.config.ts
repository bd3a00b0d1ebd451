import path from 'node:path';
import type { NextConfig } from 'next';
import { ASSET_CACHE_CONTROL } from './lib/http/assetCaching';
import { CMS_IMAGE_HOST } from './lib/http/cmsImages';
import { PREVIEW_COOKIE } from './lib/http/draft';

const isDev = process.env.NODE_ENV !== 'production';

// Static pages cannot carry a per-request nonce, so inline scripts (Next's hydration payload)
// are allowed by 'unsafe-inline'; everything else is limited to this origin and the CMS's assets.
// Who may frame the page is the last directive: only previews open in Contentful's editor.
// The policy holds no colon: Next treats a header value with one as a pattern and rebuilds it on
// every request. Hosts are written without a scheme (they take the page's: https in production),
// and no image is a data: or blob: address (icons are files, the QR code is inline SVG), which
// also narrows what an injected image could carry; tests/nextConfig.test.ts holds this.
const contentSecurityPolicy = (frameAncestors: string) =>
  [
    "default-src 'self'",
    // The tag manager loads only with an analytics id set and the guest's consent (decision 0044).
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''} www.googletagmanager.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' images.ctfassets.net downloads.ctfassets.net",
    "media-src 'self' videos.ctfassets.net assets.ctfassets.net",
    "font-src 'self'",
    "connect-src 'self' www.googletagmanager.com *.google-analytics.com *.analytics.google.com",
    // The origins the site may frame: a fixed list; who frames what is in the README ("Framed pages").
    'frame-src player.vimeo.com www.youtube-nocookie.com app.contentful.com form.jotform.com',
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

const PAGES = '/:path((?!cms-assets/).*)';

/*
 * A preview response is one sent with the site's preview cookie (screens/draftMode.ts): Contentful's
 * live preview frames it. The cookie's signature is checked by the page, not here; a browser that
 * makes one up only lets Contentful frame the pages it sees itself.
 */
const inPreview = [{ type: 'cookie' as const, key: PREVIEW_COOKIE }];

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
];

const nextConfig: NextConfig = {
  // A second build beside the usual one (e.g. a parallel end-to-end run) needs its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  trailingSlash: true,
  poweredByHeader: false,
  // An ETag is a hash of the whole page computed on every request; pages are cached by the CDN
  // with s-maxage, so the hash only cost throughput (about a quarter on the home page).
  generateEtags: false,
  reactStrictMode: true,
  // Next's file cache without error pages: a made-up address is never stored (decision 0020);
  // with REDIS_URL, one cache in Redis shared by every instance (decision 0023).
  cacheHandler: path.join(process.cwd(), 'lib', 'http', 'pageCacheHandler.mjs'),
  // The in-memory page cache's bound (Next's default, stated so it stays one).
  cacheMaxMemorySize: 50 * 1024 * 1024,
  // Loaded by Node as they are: the Redis client and the limiter on it (REDIS_URL, decision 0023).
  serverExternalPackages: ['ioredis', 'rate-limiter-flexible'],
  // The end-to-end tests address the server as 127.0.0.1; `next dev` refuses other origins' assets.
  allowedDevOrigins: ['127.0.0.1'],
  // The embedded CMS content is read from disk at run time.
  outputFileTracingIncludes: { '/**': ['./content/**'] },
  // Contentful's pictures are resized by Contentful: proxy.ts sends the optimizer's requests for the
  // configured space's on to its Images API and refuses any other space's, so the optimizer itself
  // never fetches one. The pattern is what `next/image` checks a picture's address against in
  // development. This file is read again by `next start`, so the space is the running server's.
  images: {
    remotePatterns: process.env.CONTENTFUL_SPACE_ID
      ? [
          {
            protocol: 'https',
            hostname: CMS_IMAGE_HOST,
            pathname: `/${process.env.CONTENTFUL_SPACE_ID}/**`,
          },
        ]
      : [],
  },
  // Browsers ask for /favicon.ico on their own; the site's icon is app/icon.svg.
  async redirects() {
    return [
      { source: '/favicon.ico', destination: '/icon.svg', permanent: true },
      // English pages have no prefix: /en/… is sent to the address without it.
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path+/', destination: '/:path+/', permanent: true },
    ];
  },
  // Pages live in app/[locale]: an address without /es/ is an English page, served from /en/….
  // afterFiles: route handlers, public/ and Next's assets are matched before this, dynamic routes
  // after it, so only page addresses are rewritten.
  async rewrites() {
    return {
      beforeFiles: [],
      // cms-assets/[file] is a dynamic route, so it is matched after this: it is left out by name.
      afterFiles: [{ source: '/:path((?!es/|es$|cms-assets/).*)', destination: '/en/:path' }],
      fallback: [],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The site's own art in public/: Next sends it with max-age=0, so every page view asked
      // for each picture again. (A 404 there is kept a minute at most, like every error answer:
      // lib/http/errorCaching.ts.)
      {
        source: '/:folder(art|badges)/:file*',
        headers: [{ key: 'Cache-Control', value: ASSET_CACHE_CONTROL }],
      },
      {
        source: '/:path*',
        missing: inPreview,
        headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }],
      },
      // Not on the CMS assets: each keeps its own sandbox policy (app/cms-assets/[file]/route.ts),
      // which this page policy would replace and so let an SVG run script on this origin.
      {
        source: PAGES,
        missing: inPreview,
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy("'self'") }],
      },
      {
        source: PAGES,
        has: inPreview,
        headers: [
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy("'self' app.contentful.com"),
          },
        ],
      },
    ];
  },
};

export default nextConfig;
