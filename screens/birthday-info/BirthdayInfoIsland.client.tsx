'use client';

import type { ComponentProps } from 'react';
import { QueryProvider } from '@/components/QueryProvider.client';
import { SayProvider } from '@/components/Say.client';
import { BirthdayInfo } from '@/forms/birthday/BirthdayInfo.client';
import type { Translations } from '@/lib/i18n/say';

type BirthdayInfoIslandProps = ComponentProps<typeof BirthdayInfo> & {
  /** The booking's words in the page's language (none on an English page). */
  translations?: Translations;
};

/** The info step's only client island: the booking steps with the react-query client they call with. */
export function BirthdayInfoIsland({ translations, ...props }: BirthdayInfoIslandProps) {
  return (
    <QueryProvider>
      <SayProvider translations={translations}>
        <BirthdayInfo {...props} />
      </SayProvider>
    </QueryProvider>
  );
}
