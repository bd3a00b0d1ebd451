'use client';

import type { ComponentProps } from 'react';
import { QueryProvider } from '@/components/QueryProvider.client';
import { BirthdayInfo } from '@/forms/birthday/BirthdayInfo.client';

/** The info step's only client island: the booking steps with the react-query client they call with. */
export function BirthdayInfoIsland(props: ComponentProps<typeof BirthdayInfo>) {
  return (
    <QueryProvider>
      <BirthdayInfo {...props} />
    </QueryProvider>
  );
}
