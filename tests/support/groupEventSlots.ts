/**
 * The hourly group-event slots by part of the day, as the venues take bookings: the morning Monday
 * to Friday, the night Saturday and Sunday, the daytime every day. Shared by the unit tests of the
 * time choices and the end-to-end test of the form's time select, which must agree.
 */
export const MORNING = ['8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM'];
export const DAYTIME = [
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
  '6:00 PM',
  '7:00 PM',
];
export const NIGHT = ['8:00 PM', '9:00 PM', '10:00 PM', '11:00 PM', '12:00 AM'];
