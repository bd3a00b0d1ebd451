import { platformClient } from '@/lib/platform/client';
import type { VirtualExperienceRequest } from '@/lib/platform/schemas';
import { toUsDate } from '@/lib/dates';
import { formModel } from '../enquiries/mail';
import type { FormValues } from '../engine/fields';
import { withHoneypot, type SubmitContext } from '../engine/types';
import { virtualExperienceDefinition } from './definition';

/** The form model (spec section 7, POST virtualexperiences), the date as MM/DD/YYYY. */
export function buildVirtualExperienceRequest(values: FormValues): VirtualExperienceRequest {
  return formModel(virtualExperienceDefinition, values, { 'Desired Date': toUsDate });
}

export function submitVirtualExperience(values: FormValues, { honeypot }: SubmitContext) {
  return platformClient.requestVirtualExperience(
    withHoneypot(buildVirtualExperienceRequest(values), honeypot),
  );
}
