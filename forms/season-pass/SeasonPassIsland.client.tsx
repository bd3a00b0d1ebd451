'use client';

import { QueryProvider } from '@/components/QueryProvider.client';
import { SeasonPassForm, type SeasonPassFormProps } from './SeasonPassForm.client';

/** The screen's only client island: the form with the react-query client its call needs. */
export function SeasonPassIsland(props: SeasonPassFormProps) {
  return (
    <QueryProvider>
      <SeasonPassForm {...props} />
    </QueryProvider>
  );
}
