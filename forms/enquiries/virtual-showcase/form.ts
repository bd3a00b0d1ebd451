import { mailEnquiryForm } from '../mail';
import texts from '@/messages/en/FormTexts.json';
import { virtualShowcaseDefinition } from './definition';

/**
 * The virtual showcase sign-up goes by mail (docs/rules/platform-calls.md#mail-send): table
 * 'Virtual Showcase', to the block's send key or else 'virtual' (the form has no location). The
 * email rule does not apply (docs/rules/validation.md#virtual-forms).
 */
export const virtualShowcaseForm = mailEnquiryForm({
  table: 'Virtual Showcase',
  definition: virtualShowcaseDefinition,
  rules: { skipEmailRule: true },
  submitLabel: texts.signUp,
});
