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

export const validMail = {
  table: 'Web Booking',
  sendTo: 'Katy',
  fields: { 'First Name': 'Ann', Booking: 'Play Academy Experience', emailOptIn: true },
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
  eventDate: '03/14/2026',
  eventTime: '10:00 AM',
  description: 'Two classes of 25 students',
  leadNote: { acceptTerms: true },
  eventSubType: 'Play Academy',
  company: 'Katy Elementary',
};

export const validVirtualExperience = {
  'First Name': 'Ann',
  'Last Name': 'Lee',
  Email: 'ann@example.com',
  message: 'A showcase for 30 people',
};

export const validCart = { centerId: '251', cartSummaryId: 'cart-123' };
