'use client';

// Only draft previews render this island, so only they download the SDK:
// docs/decisions/0013-client-code-per-block.md. It renders nothing and needs a browser, so the server
// does not render it.
import dynamic from 'next/dynamic';

export const LivePreview = dynamic(
  () => import('./LivePreview.client').then((module) => module.LivePreview),
  { ssr: false },
);
