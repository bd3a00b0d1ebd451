import type { FormDefinition } from './definition';
import type { FormInput, FormRuleOptions, FormValues } from './values';

/** A failed call's message; `link.text`, where it occurs in the message, becomes a link. */
export interface FailureNotice {
  message: string;
  link?: { text: string; href: string };
}

/**
 * The hidden `website` field only bots fill, to spread into the request body: it holds `website`
 * only when filled, and the route handler then answers without a platform call
 * (docs/decisions/0006-platform-layer.md).
 */
export interface Honeypot {
  website?: string;
}

/** Centers as the server hands them to a form: ids and names, grouped by state (lib/centers). */
export interface LocationGroup {
  state: string;
  centers: readonly { id: string; name: string }[];
}

/** What the page knows when a form is drawn. */
export interface FormContext {
  locationGroups: readonly LocationGroup[];
}

/** What a submission needs besides the values. */
export interface SubmitContext {
  /** The enquiry block's send key from the CMS, where a mail-send form's mail goes first. */
  sendKey?: string;
  honeypot: Honeypot;
}

/** A form an enquiry block shows (forms/enquiries/catalog.ts): fields, rules, call and words. */
export interface FormEntry {
  /**
   * The fields as the guest sees them now: runtime options (the centers) come from the context,
   * and options may follow the values (a time list that depends on the chosen date). A chosen
   * option the new list no longer offers is cleared by the renderer.
   */
  fields: (context: FormContext, values: FormInput) => FormDefinition;
  rules?: FormRuleOptions;
  /** Makes the form's platform call; it rejects when the call failed. */
  submit: (values: FormValues, context: SubmitContext) => Promise<unknown>;
  submitLabel: string;
  /** The default thank-you line; an enquiry block may replace it. */
  thankYou: string;
  failure: FailureNotice;
  /**
   * 'Please check your form for errors.' above the submit button (lead form,
   * docs/rules/validation.md#errors).
   */
  showCheckFormNotice?: boolean;
}

/** The body with the honeypot spread in: `website` only when a bot filled it. */
export function withHoneypot<Body extends object>(body: Body, honeypot: Honeypot) {
  return { ...body, ...honeypot };
}
