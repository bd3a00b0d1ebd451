'use client';

import { QueryProvider } from '@/components/QueryProvider';
import { SeasonPassForm, type SeasonPassFormProps } from './SeasonPassForm';

/** The screen's only client island: the form with the react-query client its call needs. */
export function SeasonPassIsland(props: SeasonPassFormProps) {
  return (
    <QueryProvider>
      <SeasonPassForm {...props} />
    </QueryProvider>
  );
}
