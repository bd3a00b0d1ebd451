import { mailEnquiryForm } from '../mail';
import texts from '@/messages/en/FormTexts.json';
import { escapeRoomDefinition } from './definition';
import { validateEscapeRoom } from './rules';

/**
 * The escape-room enquiry goes by mail. It asks for no center (the ZIP code tells the team where
 * the group is), so it goes to the block's send key, else 'virtual'.
 */
export const escapeRoomForm = mailEnquiryForm({
  table: 'Escape Room',
  definition: escapeRoomDefinition,
  rules: { validate: validateEscapeRoom },
  submitLabel: texts.send,
});
