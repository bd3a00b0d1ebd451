'use client';

import { createContext, use, useMemo, type ComponentType, type ReactNode } from 'react';
import { sayer, type Say, type Translations } from '@/lib/i18n/say';

const SayContext = createContext<Say>(sayer([]));

/**
 * Gives an island the page language's words: `translations` are the pairs the server picked for
 * this island's namespaces (none on an English page, where every text is shown as written).
 */
export function SayProvider({
  translations,
  children,
}: {
  translations: Translations | undefined;
  children: ReactNode;
}) {
  const say = useMemo(() => sayer(translations ?? []), [translations]);
  return <SayContext value={say}>{children}</SayContext>;
}

/** The text in the page's language: `say(engineMessages.required)`. */
export function useSay(): Say {
  return use(SayContext);
}

/**
 * An island's root that takes its words from the server: `translations` (none on an English
 * page) reach every part of `Island` through `useSay`.
 */
export function withTranslations<Props extends object>(Island: ComponentType<Props>) {
  return function Translated({ translations, ...props }: Props & { translations?: Translations }) {
    return (
      <SayProvider translations={translations}>
        <Island {...(props as Props)} />
      </SayProvider>
    );
  };
}
