'use client';

import { QueryProvider } from '@/components/QueryProvider.client';
import { SayProvider } from '@/components/Say.client';
import { formCatalog, type FormId } from '@/forms/enquiries/catalog';
import { usePageLocale } from '@/components/usePageLocale.client';
import { FormRenderer } from '@/forms/engine/FormRenderer.client';
import { withLanguageNote, withRoomForLanguageNote } from '@/forms/engine/languageNote';
import type { LocationGroup } from '@/forms/engine/types';
import type { FormInput } from '@/forms/engine/values';
import { report } from '@/lib/analytics/signals';
import type { Translations } from '@/lib/i18n/say';
import formTexts from '@/messages/en/FormTexts.json';
import { samePath, useEnquiryRequest } from '@/stores/enquiryRequest';

export interface EnquiryFormIslandProps {
  formId: FormId;
  locationGroups: readonly LocationGroup[];
  sendKey?: string;
  thankYou?: string;
  /** The id of the block's heading, which names the form. */
  labelledBy: string;
  /** The form's words in the page's language (none on an English page). */
  translations?: Translations;
}

/** The block's client island: the catalog's form, drawn by the engine, with its query client. */
export function EnquiryFormIsland({
  formId,
  locationGroups,
  sendKey,
  thankYou,
  labelledBy,
  translations,
}: EnquiryFormIslandProps) {
  const entry = formCatalog[formId];
  const context = { locationGroups };
  const locale = usePageLocale();
  const definition = (values: FormInput) =>
    withRoomForLanguageNote(entry.fields(context, values), locale);
  // A request is only ever made in the browser, after the page hydrated.
  const request = useEnquiryRequest((state) => state.request);
  return (
    <QueryProvider>
      <SayProvider translations={translations}>
        <FormRenderer
          definition={definition}
          rules={entry.rules}
          onSubmit={async (values, honeypot) => {
            // The center learns the family's language from the request itself.
            const answer = await entry.submit(
              withLanguageNote(values, definition(values), locale),
              {
                sendKey,
                honeypot,
              },
            );
            const center = values[formTexts.location];
            report('enquiry_sent', {
              form: formId,
              center_id: typeof center === 'string' && center !== '' ? center : undefined,
            });
            return answer;
          }}
          submitLabel={entry.submitLabel}
          thankYou={thankYou ?? entry.thankYou}
          failure={entry.failure}
          showCheckFormNotice={entry.showCheckFormNotice}
          labelledBy={labelledBy}
          prefill={
            request && samePath(request.path, window.location.pathname) ? request : undefined
          }
        />
      </SayProvider>
    </QueryProvider>
  );
}
