/**
 * What the platform receives when Jamie Rivera registers passes 10000000001 and 10000000002 at
 * Katy (251) on the summer screen, but the notification choices and the source, which each test
 * sets.
 */
export const JAMIE_REGISTRATION = {
  type: 'SUMMER',
  firstName: 'Jamie',
  lastName: 'Rivera',
  phoneNumber: '4805550142',
  emailAddress: 'jamie@example.com',
  locationId: '251',
  passNumbers: ['10000000001', '10000000002'],
} as const;
