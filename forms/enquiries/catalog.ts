import { FORM_IDS } from '@/cms/enumerations.mjs';
import type { FormEntry } from '@/forms/engine/types';
import { contactForm } from './contact/form';
import { donationRequestForm } from './donation-request/form';
import { escapeRoomForm } from './escape-room/form';
import { groupEventForm } from './group-event/form';
import { jobApplicationForm } from './job-application/form';
import { offersForm } from './offers/form';
import { showcaseForm } from './showcase/form';
import { virtualExperienceForm } from './virtual-experience/form';
import { virtualShowcaseForm } from './virtual-showcase/form';

/**
 * Every form an enquiry block can show, by the id editors pick (content type `enquiryForm`, field
 * `form`: the content model offers the same list). The block's schema accepts exactly these ids;
 * its island draws the entry in the browser.
 */
export { FORM_IDS };

export type FormId = (typeof FORM_IDS)[number];

/** One entry per id: a form id without an entry does not compile. */
export const formCatalog: Record<FormId, FormEntry> = {
  contact: contactForm,
  virtualExperience: virtualExperienceForm,
  virtualShowcase: virtualShowcaseForm,
  groupEvent: groupEventForm,
  escapeRoom: escapeRoomForm,
  showcase: showcaseForm,
  offers: offersForm,
  jobApplication: jobApplicationForm,
  donationRequest: donationRequestForm,
};
