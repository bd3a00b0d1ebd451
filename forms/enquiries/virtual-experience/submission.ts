import { platformClient } from '@/lib/platform/client';
import type { VirtualExperienceRequest } from '@/lib/platform/schemas';
import { withHoneypot, type SubmitContext } from '@/forms/engine/types';
import type { FormValues } from '@/forms/engine/values';
import { formModel } from '../mail';
import { virtualExperienceDefinition } from './definition';

/** The form model (docs/rules/platform-calls.md#virtual-experiences), the date as MM/DD/YYYY. */
export function buildVirtualExperienceRequest(values: FormValues): VirtualExperienceRequest {
  return formModel(virtualExperienceDefinition, values);
}

export function submitVirtualExperience(values: FormValues, { honeypot }: SubmitContext) {
  return platformClient.requestVirtualExperience(
    withHoneypot(buildVirtualExperienceRequest(values), honeypot),
  );
}
