import { Fragment, type ReactNode } from 'react';
import { z } from 'zod';
import { entryId } from '@/lib/cms/fields';
import { anchorFor } from '@/lib/format';
import { SCHEDULED_SECTION } from '@/lib/cms/schedule';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { DefaultBlock } from './DefaultBlock';
import { PUBLISHED_ENGLISH, type RenderContext } from './defineBlock';
import { EntryEditLink } from './EntryEditLink';
import { blockFor } from './registry';
import { ScheduledSection } from './ScheduledSection';
import { shownInDefaultLocale } from './untranslated';

const sectionEntry = z.object({
  sys: z.object({
    id: z.string(),
    type: z.literal('Entry'),
    contentType: z.string(),
    defaultHeading: z.string().optional(),
  }),
  fields: z.record(z.string(), z.unknown()),
});

const reportedUnknownTypes = new Set<string>();

function reportUnknownType(type: string, id: string) {
  if (reportedUnknownTypes.has(type)) return;
  reportedUnknownTypes.add(type);
  log.warn({ type, id }, 'no block for section type; default block used');
}

interface SectionOptions {
  context: RenderContext;
  headingTaken: boolean;
}

/**
 * Renders a page's children in order, each through the block registered for its type.
 * An entry its block rejects is logged and skipped so that the rest of the page still renders.
 * On a screen that draws its own h1 (`headingTaken`), a section that would add a second one is
 * skipped too: a page has exactly one h1. In draft preview each section is labelled with the entry
 * it comes from and a link to edit it. A scheduled section shows its section within its window
 * only (ScheduledSection). On a page in another language, a section whose words are all still
 * English is marked `lang="en"` (untranslated.ts), and one with a translated heading keeps the
 * default language's anchor as well.
 */
export function Sections({
  sections,
  context = PUBLISHED_ENGLISH,
  headingTaken = false,
}: {
  sections: unknown[];
  context?: RenderContext;
  headingTaken?: boolean;
}) {
  return sections.map((section, index) => renderSection(section, index, { context, headingTaken }));
}

function renderSection(
  section: unknown,
  index: number,
  { context, headingTaken }: SectionOptions,
): ReactNode {
  const entry = sectionEntry.safeParse(section);
  if (!entry.success) {
    log.warn(
      { index, id: entryId(section), reason: z.prettifyError(entry.error) },
      'page child is not a resolved entry; skipped',
    );
    return null;
  }
  const { id, contentType } = entry.data.sys;
  const key = `${id}-${index}`;
  const labelled = (element: ReactNode) =>
    context.draft ? (
      <Fragment key={key}>
        {/* Contentful lists an entry's fields in its editor's order: the click opens it at the top. */}
        <EntryEditLink id={id} type={contentType} field={Object.keys(entry.data.fields)[0]} />
        {element}
      </Fragment>
    ) : (
      element
    );
  if (contentType === SCHEDULED_SECTION) {
    return labelled(
      <ScheduledSection
        key={key}
        id={id}
        fields={entry.data.fields}
        context={context}
        render={(inner) => renderSection(inner, index, { context, headingTaken })}
      />,
    );
  }
  const block = blockFor(contentType);
  if (!block) {
    reportUnknownType(contentType, id);
    return labelled(<DefaultBlock key={key} type={contentType} id={id} preview={context.draft} />);
  }
  if (headingTaken && block.carriesPageHeading(entry.data.fields)) {
    log.warn({ id, type: contentType }, 'section skipped: the screen already has its h1');
    return null;
  }
  const rendered = block.render(entry.data.fields, key, context);
  if (!rendered.ok) {
    log.warn(
      { id, type: contentType, reason: rendered.reason },
      'section skipped: its fields do not fit the block',
    );
    return null;
  }
  const untranslated = context.locale !== DEFAULT_LOCALE && shownInDefaultLocale(section);
  const shown = untranslated ? (
    <div key={key} lang={DEFAULT_LOCALE} className="untranslated">
      {rendered.element}
    </div>
  ) : (
    rendered.element
  );
  const { defaultHeading } = entry.data.sys;
  const defaultAnchor = defaultHeading && anchorFor(defaultHeading);
  // A translated heading gives the section another anchor; links editors wrote to the default
  // language's anchor (`#choose-your-party`) land here, just above it.
  return labelled(
    defaultAnchor && defaultAnchor !== anchorFor(String(entry.data.fields.heading ?? '')) ? (
      <Fragment key={key}>
        <span id={defaultAnchor} className="anchor-alias" />
        {shown}
      </Fragment>
    ) : (
      shown
    ),
  );
}
