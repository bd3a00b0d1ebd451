/**
 * The mail fields of Sam Lee's request for Maya's eighth birthday, twelve kids in the afternoon:
 * the party both the unit test of the request mail and the end-to-end booking send.
 */
export const MAYAS_PARTY = {
  'Desired Time': 'Afternoon',
  'How Many Kids': 12,
  'Guest of Honor': 'Maya',
  'Guest of Honor Age': 8,
  'First Name': 'Sam',
  'Last Name': 'Lee',
  'Phone Number': '4805550142',
};
