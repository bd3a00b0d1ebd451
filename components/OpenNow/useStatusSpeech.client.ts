'use client';

import type { StatusSpeech } from '@/lib/centers/openNow';
import { useSay } from '../Say.client';
import { usePageLocale } from '../usePageLocale.client';

/** How an open-now status speaks on this page: its island's words and the page's dates. */
export function useStatusSpeech(): StatusSpeech {
  return { say: useSay(), locale: usePageLocale() };
}
