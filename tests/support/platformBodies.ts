import { bookingRequestMail } from '@/forms/birthday/request';
import { buildContactMail } from '@/forms/enquiries/contact/submission';
import { ESCAPE_ROOM_TYPES } from '@/forms/enquiries/escape-room/definition';
import { escapeRoomForm } from '@/forms/enquiries/escape-room/form';
import { groupEventForm } from '@/forms/enquiries/group-event/form';
import { buildVirtualExperienceRequest } from '@/forms/enquiries/virtual-experience/submission';
import { virtualShowcaseForm } from '@/forms/enquiries/virtual-showcase/form';

import { isoDateAfter, toUsDate } from '@/lib/dates';

/** A body each of the site's platform routes accepts, as the browser sends it. */

export const validSeasonPass = {
  type: 'WINTER',
  firstName: 'Ann',
  lastName: 'Lee',
  phoneNumber: '2145550137',
  emailAddress: 'ann@example.com',
  locationId: '251',
  passNumbers: ['10000000001'],
  source: 'WSP2026',
};

/** A card the embedded platform knows, with $25.00 on it. */
export const validGiftCardCheck = { cardNumber: '6035710000000001', pin: '1234' };

/** The guest the form-model bodies below are from. */
const ann = { 'First Name': 'Ann', 'Last Name': 'Lee', Email: 'ann@example.com' };

/** A general booking of the contact form, to Katy (center 251): as the form builds it. */
export const validMail = buildContactMail({
  ...ann,
  Booking: 'Play Academy Experience',
  Location: '251',
  'Additional Info': 'Two classes of 25 students',
  'Accept Terms': true,
  emailOptIn: true,
});

/** One mail of each other kind the site sends, as its form builds it. */
export const validMails = {
  escapeRoom: escapeRoomForm.mail({
    first: 'Ann',
    last: 'Lee',
    email: 'ann@example.com',
    type: ESCAPE_ROOM_TYPES[0],
    zipcode: '77449',
    message: 'A team of six from the office',
    terms: true,
  }),
  virtualShowcase: virtualShowcaseForm.mail({
    ...ann,
    'Additional Info': 'Laser tag and the arcade',
  }),
  birthdayBooking: bookingRequestMail(
    {
      location: '251',
      date: isoDateAfter(new Date(), 7),
      howManyKids: 12,
      guestOfHonorName: 'Mia',
      guestOfHonorAge: 8,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '2145550137',
      package: {
        anchor: 'bowling-bash-birthday',
        title: 'Bowling Bash Birthday',
        price: 22,
        minimumGuests: 10,
        includes: [],
      },
      timeOfDay: 'Afternoon',
    },
    { id: '251', name: 'Katy' },
  ),
  groupEvent: groupEventForm.mail({
    ...ann,
    'Phone Number': '2145550137',
    Location: 'Katy',
    'Additional Info': 'A team outing for 30',
    'Accept Terms': true,
  }),
};

export const validLead = {
  centerId: '251',
  leadName: 'Lee - Play Academy',
  eventType: 'Play Academy',
  contact: {
    firstName: 'Ann',
    lastName: 'Lee',
    mobile: '2145550137',
    email: 'ann@example.com',
    smsOptIn: false,
    emailOptIn: true,
  },
  eventDate: toUsDate(isoDateAfter(new Date(), 7)),
  eventTime: '10:00 AM',
  description: 'Two classes of 25 students',
  leadNote: { acceptTerms: true },
  eventSubType: 'Play Academy',
  company: 'Katy Elementary',
};

export const validVirtualExperience = buildVirtualExperienceRequest({
  ...ann,
  'Additional Info': 'A showcase for 30 people',
});

export const validCart = { centerId: '251', cartSummaryId: 'cart-123' };
