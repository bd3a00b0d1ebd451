import { BIRTHDAY_BOOKING_TABLE } from '@/forms/birthday/request';
import { formCatalog } from '@/forms/enquiries/catalog';
import { CONTACT_TABLE } from '@/forms/enquiries/contact/submission';
import { NO_CENTER_SEND_TO } from '@/forms/enquiries/mail';
import { centersFromEntries } from '@/lib/centers';
import { getCenterEntries, getMailSendKeys } from '@/lib/cms';
import type { FieldErrors } from '@/lib/http/handler';
import type { MailSend } from '@/lib/platform/schemas';

/**
 * Where a mail-send may go and what it may be called: the site's own forms and the centers and
 * send keys of the CMS, nothing a client makes up (docs/decisions/0020-hold-under-abuse.md).
 */

/**
 * The tables of the forms that send mail: every mail-send form of the enquiry catalog (a new one
 * is accepted without an edit here), the contact form's general bookings and birthday bookings.
 */
export function mailTables(): ReadonlySet<string> {
  const catalogTables = Object.values(formCatalog).flatMap((entry) =>
    // A mail-send form's table is part of the mail it builds, whatever the values.
    'mail' in entry && typeof entry.mail === 'function'
      ? [(entry.mail as (values: object) => MailSend)({}).table]
      : [],
  );
  return new Set([CONTACT_TABLE, BIRTHDAY_BOOKING_TABLE, ...catalogTables]);
}

const tables = mailTables();

/** sendTo as the forms set it: a send key, a center's id or name, or 'virtual'. */
async function knownTargets(): Promise<ReadonlySet<string>> {
  const [entries, sendKeys] = await Promise.all([getCenterEntries(), getMailSendKeys()]);
  const centers = centersFromEntries(entries).flatMap((center) => [center.id, center.name]);
  return new Set([NO_CENTER_SEND_TO, ...sendKeys, ...centers]);
}

export async function unknownMailTargets(mail: MailSend): Promise<FieldErrors | undefined> {
  const errors: FieldErrors = {};
  if (!tables.has(mail.table)) errors.table = ['Unknown form.'];
  if (!(await knownTargets()).has(mail.sendTo)) errors.sendTo = ['Unknown location.'];
  return Object.keys(errors).length > 0 ? errors : undefined;
}
