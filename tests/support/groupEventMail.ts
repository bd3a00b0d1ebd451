/**
 * The mail of Jamie Rivera's group event enquiry: 25 to 49 guests at Tempe on Saturday 9 March
 * 2030, at this time, with this message, terms accepted and no offers asked for unless `more`
 * says so. Shared by the form's unit test and its end-to-end test, which must agree on it.
 */
export function groupEventMail(
  time: string,
  info: string,
  more: Partial<{ Company: string; emailOptIn: boolean; smsOptIn: boolean }> = {},
) {
  return {
    table: 'Group Event',
    sendTo: 'Tempe',
    fields: {
      'First Name': 'Jamie',
      'Last Name': 'Rivera',
      Email: 'jamie.rivera@example.com',
      'Phone Number': '4805550142',
      'Desired Date': '03/09/2030',
      time,
      guests: '25 to 49',
      Company: '',
      Location: 'Tempe',
      'Additional Info': info,
      emailOptIn: false,
      smsOptIn: false,
      'Accept Terms': true,
      ...more,
    },
  };
}
