import { fill } from '@/lib/i18n/say';
import words from '@/messages/en/Birthday.json';
import { engineMessages } from '../engine/messages';

/**
 * The birthday booking: the selector's messages (docs/rules/messages.md#birthday-selector) and the
 * info step's, from the message catalogue (messages/en/Birthday.json; the booking shows them
 * through `useSay`).
 */
export const birthdayMessages = {
  chooseCenter: words.chooseCenter,
  date: words.date,
  within48Hours: words.within48Hours,
  kids: words.kids,
  guestOfHonor: words.guestOfHonor,
  choosePackage: words.choosePackage,
  chooseTimeOfDay: words.chooseTimeOfDay,
  packageMinimum: (title: string, minimum: number) =>
    fill(words.packageMinimum, { title, minimum }),
  packageTooSmall: (minimum: number, kids: number) =>
    fill(words.packageTooSmall, { minimum, kids }),
  rules: words.rules,
  /** Under Book birthday: booking here starts a request, which the center confirms. */
  whatComesNext: words.whatComesNext,
  thankYou: engineMessages.thankYou,
  /** When the center answers: the thank-you line's own promise, before the request is sent. */
  reply: words.reply,
  confirmByPhoneOrEmail: words.confirmByPhoneOrEmail,
  /**
   * docs/rules/messages.md gives no wording for a failed request; the family is told plainly
   * nothing was sent.
   */
  requestFailed: words.requestFailed,
} as const;

/** What the booking's steps say around their fields; `{…}` parts are filled where shown. */
export const birthdayTexts = {
  partyForm: words.partyForm,
  where: words.where,
  booking: words.booking,
  bookBirthday: words.bookBirthday,
  fillEveryField: words.fillEveryField,
  when: words.when,
  howManyKids: words.howManyKids,
  kidsRange: (min: number, max: number) => fill(words.kidsRange, { min, max }),
  guestOfHonorName: words.guestOfHonorName,
  age: words.age,
  guestOfHonorAge: words.guestOfHonorAge,
  guestOfHonorLegend: words.guestOfHonorLegend,
  yourParty: words.yourParty,
  detailsAndPackage: words.detailsAndPackage,
  bookingSteps: words.bookingSteps,
  stepOf: (number: number, count: number) => fill(words.stepOf, { number, count }),
  done: words.done,
  loading: words.loading,
  changeYourParty: words.changeYourParty,
  partyBasics: words.partyBasics,
  partyIntro: words.partyIntro,
  yourPackage: words.yourPackage,
  packageTerms: (price: string, minimum: number) => fill(words.packageTerms, { price, minimum }),
  keepMyParty: words.keepMyParty,
  detailsForm: words.detailsForm,
  edit: words.edit,
  editWhat: words.editWhat,
  chooseEditToChange: words.chooseEditToChange,
  preferredTimeOfDay: words.preferredTimeOfDay,
  exactStartTime: words.exactStartTime,
  /** The times of day as the family reads them; the request sends the English value. */
  timesOfDay: { Morning: words.morning, Afternoon: words.afternoon, Evening: words.evening },
  yourDetails: words.yourDetails,
  checkAvailability: words.checkAvailability,
  chooseAPackage: words.chooseAPackage,
  startingAt: words.startingAt,
  perGuest: words.perGuest,
  guestMinimum: (minimum: number) => fill(words.guestMinimum, { minimum }),
  estimatedTotal: words.estimatedTotal,
  plusTax: words.plusTax,
  totalSum: (kids: number, price: string, title: string) =>
    fill(words.totalSum, { kids, price, package: title }),
  chooseToSeeTotal: words.chooseToSeeTotal,
  center: words.center,
  day: words.day,
  kidsFact: words.kidsFact,
  turning: (name: string, age: string | number) => fill(words.turning, { name, age }),
  requestIsIn: words.requestIsIn,
  referenceNumber: words.referenceNumber,
  package: words.package,
  packageFrom: (title: string, price: string) => fill(words.packageFrom, { title, price }),
  toBeAgreed: words.toBeAgreed,
  timeOfDay: words.timeOfDay,
  weWillContact: words.weWillContact,
  whatHappensNext: words.whatHappensNext,
  yourCenter: words.yourCenter,
  centerChecks: (center: string, day: string, time?: string) =>
    time === undefined
      ? fill(words.centerChecks, { center, day })
      : fill(words.centerChecksTime, { center, day, time }),
  finalCount: words.finalCount,
  questions: (center: string) => fill(words.questions, { center }),
  giveReference: words.giveReference,
  backHome: words.backHome,
  planAnother: words.planAnother,
} as const;
