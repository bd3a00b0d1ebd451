import 'server-only';
import { z } from 'zod';
import { CENTER_TIME_ZONES } from '@/cms/enumerations.mjs';
import { specialHoursDay } from '@/lib/centers/specialHours';
import { log } from '@/lib/log';
import {
  entryList,
  href,
  linkGroup,
  optionalEntry,
  optionalText,
  picture,
  siteLink,
} from './fields';

const settingsFields = z.object({
  companyName: z.string().trim().min(1),
  tagline: optionalText,
  logo: optionalEntry(picture),
  // A link, or a titled group of links the header opens as a menu.
  primaryNavigation: entryList(
    z.union([siteLink, linkGroup]),
    'navigationLink or linkGroup',
  ).default([]),
  headerCta: optionalEntry(siteLink),
  footerColumns: entryList(linkGroup, 'linkGroup').default([]),
  legalLinks: entryList(siteLink, 'navigationLink').default([]),
  socialLinks: entryList(siteLink, 'navigationLink').default([]),
  appStoreUrl: href.optional(),
  googlePlayUrl: href.optional(),
  // The site's clock: a scheduled section's day without a time starts at its midnight.
  timeZone: z.enum(CENTER_TIME_ZONES).default('America/Chicago'),
  // Days every center keeps other hours or closes (a center's own entry wins for its day).
  specialHours: z.array(specialHoursDay).default([]),
});

export type SiteSettings = z.output<typeof settingsFields>;

/** Keeps the chrome usable (name, home link) if the settings entry is missing or broken. */
const fallbackSettings: SiteSettings = settingsFields.parse({ companyName: 'Spark Alley' });

export function toSiteSettings(entry: { fields: unknown } | null): SiteSettings {
  if (!entry) {
    log.error('no siteSettings entry in the CMS; using fallback settings');
    return fallbackSettings;
  }
  const result = settingsFields.safeParse(entry.fields);
  if (result.success) return result.data;
  log.error(
    { reason: z.prettifyError(result.error) },
    'siteSettings entry rejected; using fallback settings',
  );
  return fallbackSettings;
}
