'use client';

import { QueryProvider } from '@/components/QueryProvider.client';
import { SayProvider } from '@/components/Say.client';
import type { Translations } from '@/lib/i18n/say';
import { SeasonPassForm, type SeasonPassFormProps } from './SeasonPassForm.client';

export interface SeasonPassIslandProps extends SeasonPassFormProps {
  /** The form's words in the page's language (none on an English page). */
  translations?: Translations;
}

/** The screen's only client island: the form with the react-query client its call needs. */
export function SeasonPassIsland({ translations, ...props }: SeasonPassIslandProps) {
  return (
    <QueryProvider>
      <SayProvider translations={translations}>
        <SeasonPassForm {...props} />
      </SayProvider>
    </QueryProvider>
  );
}
