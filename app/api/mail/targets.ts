import { birthdayMailErrors } from '@/forms/birthday/mailCheck';
import { BIRTHDAY_BOOKING_TABLE } from '@/forms/birthday/request';
import { formCatalog } from '@/forms/enquiries/catalog';
import { formModelErrors } from '@/forms/enquiries/check';
import { CONTACT_TABLE } from '@/forms/enquiries/contact/submission';
import { NO_CENTER_SEND_TO } from '@/forms/enquiries/mail';
import type { FormEntry } from '@/forms/engine/types';
import { centerOptionGroups, centersFromEntries, type Center } from '@/lib/centers';
import { getCenterEntries, getMailSendKeys, getPackageEntries } from '@/lib/cms';
import { birthdayPackageOptions } from '@/lib/packages';
import type { FieldErrors } from '@/lib/http/handler';
import type { MailSend } from '@/lib/platform/schemas';

/**
 * Where a mail-send may go, what it may be called and what it may say: the site's own forms, with
 * their own rules, to the centers and send keys of the CMS; nothing a client makes up
 * (docs/decisions/0020-hold-under-abuse.md).
 */

/**
 * The forms that send mail, by table: every mail-send form of the enquiry catalog (a new one is
 * accepted without an edit here) and the contact form's general bookings.
 */
function mailForms(): ReadonlyMap<string, FormEntry> {
  const catalogForms = Object.values(formCatalog).flatMap((entry) =>
    // A mail-send form's table is part of the mail it builds, whatever the values.
    'mail' in entry && typeof entry.mail === 'function'
      ? [[(entry.mail as (values: object) => MailSend)({}).table, entry] as const]
      : [],
  );
  return new Map([[CONTACT_TABLE, formCatalog.contact], ...catalogForms]);
}

const forms = mailForms();
/** Every table a mail may carry: the forms' and the birthday bookings'. */
const tables = new Set([BIRTHDAY_BOOKING_TABLE, ...forms.keys()]);

/** sendTo as the forms set it: a send key, a center's id or name, or 'virtual'. */
function knownTargets(centers: readonly Center[], sendKeys: readonly string[]) {
  const names = centers.flatMap((center) => [center.id, center.name]);
  return new Set([NO_CENTER_SEND_TO, ...sendKeys, ...names]);
}

/** Why a mail is refused, by field; undefined when it is one of the site's own. */
export async function refusedMail(mail: MailSend): Promise<FieldErrors | undefined> {
  const [entries, sendKeys] = await Promise.all([getCenterEntries(), getMailSendKeys()]);
  const centers = centersFromEntries(entries);
  const errors: FieldErrors = {};
  if (!tables.has(mail.table)) errors.table = ['Unknown form.'];
  if (!knownTargets(centers, sendKeys).has(mail.sendTo)) errors.sendTo = ['Unknown location.'];
  const form = forms.get(mail.table);
  const fieldErrors =
    mail.table === BIRTHDAY_BOOKING_TABLE
      ? birthdayMailErrors(mail, centers, birthdayPackageOptions(await getPackageEntries()))
      : form && formModelErrors(form, mail.fields, centerOptionGroups(centers));
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    errors[`fields.${name}`] = messages;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
