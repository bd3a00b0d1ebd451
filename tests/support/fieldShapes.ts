import { jobApplicationForm } from '@/forms/enquiries/job-application/form';
import { openStore } from '@/lib/platform/store';
import type { validMail } from './platformBodies';
import { answerOf, requestTo, routes } from './platformRoutes';
import { setEmbeddedPlatformEnv, type EmbeddedPlatformEnv } from './platformStub';

/**
 * What the tests of the shapes a platform route refuses in a field share (tests/app/api): the
 * routes by name, bodies to change, and an embedded platform to tell that nothing was kept.
 */

export const routeNamed = (name: string) => routes.find((candidate) => candidate.name === name)!;

export const withFields = (mail: typeof validMail, changes: Record<string, unknown>) => ({
  ...mail,
  fields: { ...mail.fields, ...changes },
});

/** A job application for a general applicant at Katy, as the careers form builds it. */
export const jobApplication = jobApplicationForm.mail({
  Position: 'Party Host',
  Location: '251',
  'First Name': 'Ann',
  'Last Name': 'Lee',
  Email: 'ann@example.com',
  'Phone Number': '2145550137',
  Availability: 'Weekends',
  'About You': 'Two summers as a camp counsellor',
  'Accept Terms': true,
});

/** Sends `body` to the route called `name`; its status and JSON answer. */
export async function send(name: string, body: unknown) {
  const under = routeNamed(name);
  return answerOf(await under.handler(requestTo(under, body)));
}

/**
 * Points the routes at an embedded platform with a fresh, empty store for each test, and reads
 * back everything it stored, so that a test can tell nothing was kept.
 */
export function embeddedPlatformForEachTest() {
  let platform: EmbeddedPlatformEnv;
  beforeEach(() => {
    platform = setEmbeddedPlatformEnv(10_000);
  });
  afterEach(() => platform.restore());

  return {
    async everythingStored() {
      const data = await openStore(platform.dir).read();
      return [
        data.registrations,
        data.leads,
        data.mails,
        data.virtualExperiences,
        data.cartDeletions,
        data.giftCardChecks,
      ].flat();
    },
  };
}
