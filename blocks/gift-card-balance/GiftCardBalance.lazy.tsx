'use client';

// Only pages that render this island download its code: docs/decisions/0013-client-code-per-block.md.
import dynamic from 'next/dynamic';

export const GiftCardBalanceIsland = dynamic(() =>
  import('./GiftCardBalance.client').then((module) => module.GiftCardBalanceIsland),
);
