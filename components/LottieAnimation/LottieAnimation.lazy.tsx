'use client';

// Only pages that render this island download its code: docs/decisions/0013-client-code-per-block.md.
// lottie-react itself loads later still, once the page is interactive: docs/decisions/0015-lottie-animations.md.
import dynamic from 'next/dynamic';

export const LottieAnimation = dynamic(() =>
  import('./LottieAnimation.client').then((module) => module.LottieAnimation),
);
