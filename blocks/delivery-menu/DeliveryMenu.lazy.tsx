'use client';

// Only pages that render this island download its code: docs/decisions/0013-client-code-per-block.md.
import dynamic from 'next/dynamic';

export const DeliveryMenuCenter = dynamic(() =>
  import('./DeliveryMenu.client').then((module) => module.DeliveryMenuCenter),
);
export const MenuPrice = dynamic(() =>
  import('./DeliveryMenu.client').then((module) => module.MenuPrice),
);
