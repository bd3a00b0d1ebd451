import { mailSend } from '@/lib/platform/schemas';
import { escapeRoomForm } from '@/forms/enquiries/escape-room/form';
import { groupEventForm } from '@/forms/enquiries/group-event/form';
import { offersForm } from '@/forms/enquiries/offers/form';
import { showcaseForm } from '@/forms/enquiries/showcase/form';
import { sendToFor } from '@/forms/enquiries/mail';
import { PlatformClientError } from '@/lib/platform/client';
import { stubFetchEachTest } from '@/tests/support/fetch';

/** A guest, not a bot: the honeypot was left empty. */
const NO_BOT = { honeypot: {} };

/** Values as the validated form hands them over: trimmed text, phone digits, booleans. */
const group = {
  'First Name': 'Jamie',
  'Last Name': 'Rivera',
  Email: 'jamie.rivera@example.com',
  'Phone Number': '4805550142',
  'Desired Date': '2026-03-07',
  time: '8:00 PM',
  guests: '25 to 49',
  Company: 'Rivera Robotics',
  Location: 'Tempe',
  'Additional Info': 'Team night for 40 people with bowling and pizza.',
  emailOptIn: true,
  smsOptIn: false,
  'Accept Terms': true,
};

const escape = {
  first: 'Ana',
  last: 'Lopez',
  email: 'ana.lopez@example.com',
  phone: '',
  date: '2026-04-02',
  time: 'Afternoon, around 2pm',
  group: 'Lopez Family Reunion',
  type: 'The Brainy Bunch',
  participants: 'Between 10 and 25',
  zipcode: '77449',
  message: 'Can two teams race each other?',
  terms: true,
};

const showcase = {
  'First Name': 'Sam',
  'Last Name': 'Okafor',
  Email: 'sam.okafor@example.com',
  'Phone Number': '',
  'Showcase Date': 'Thursday, February 11, 1pm to 1:30pm CST',
  Company: '',
  'Preferred Location': 'No Preference',
  'Additional Info': 'Planning our company picnic.',
  'Accept Terms': true,
};

const offers = {
  firstName: 'Lee',
  lastName: 'Nguyen',
  email: 'lee.nguyen@example.com',
  phone: '2145550199',
  Location: 'Plano',
  emailNotification: true,
  smsNotification: true,
};

describe('where an enquiry is mailed (sendTo)', () => {
  it('is the send key, else the chosen center, else virtual', () => {
    expect(sendToFor('Tempe', 'events-desk')).toBe('events-desk');
    expect(sendToFor('Tempe', '  ')).toBe('Tempe');
    expect(sendToFor(' Tempe ')).toBe('Tempe');
    expect(sendToFor('')).toBe('virtual');
    expect(sendToFor(undefined)).toBe('virtual');
    expect(sendToFor(true)).toBe('virtual');
  });
});

describe('the group-event mail', () => {
  it('goes to the chosen center with the whole form, the date as MM/DD/YYYY', () => {
    expect(groupEventForm.mail(group)).toEqual({
      table: 'Group Event',
      sendTo: 'Tempe',
      fields: { ...group, 'Desired Date': '03/07/2026' },
    });
  });

  it('sends every question, unanswered ones empty, and nothing the form did not ask', () => {
    const answered = Object.fromEntries(
      Object.entries(group).filter(
        ([name]) => name !== 'Company' && name !== 'emailOptIn' && name !== 'guests',
      ),
    );
    const mail = groupEventForm.mail({
      ...answered,
      'Desired Date': '',
      time: '',
      website: 'spam.example',
    });
    expect(mail.fields).toEqual({
      ...group,
      'Desired Date': '',
      time: '',
      guests: '',
      Company: '',
      emailOptIn: false,
    });
    expect(Object.keys(mail.fields)).toEqual(Object.keys(group));
  });

  it('goes to the block’s send key when the editor set one', () => {
    expect(groupEventForm.mail(group, 'events-desk').sendTo).toBe('events-desk');
  });
});

describe('the escape-room mail', () => {
  it('goes to the send key or virtual (no center is asked), the date as MM/DD/YYYY', () => {
    expect(escapeRoomForm.mail(escape)).toEqual({
      table: 'Escape Room',
      sendTo: 'virtual',
      fields: { ...escape, date: '04/02/2026' },
    });
    expect(escapeRoomForm.mail(escape, 'escape-rooms').sendTo).toBe('escape-rooms');
  });
});

describe('the showcase mail', () => {
  it('goes to virtual for No Preference or no choice, else to the preferred center', () => {
    expect(showcaseForm.mail(showcase)).toEqual({
      table: 'Showcase',
      sendTo: 'virtual',
      fields: showcase,
    });
    expect(showcaseForm.mail({ ...showcase, 'Preferred Location': '' }).sendTo).toBe('virtual');
    expect(showcaseForm.mail({ ...showcase, 'Preferred Location': 'Katy' }).sendTo).toBe('Katy');
  });
});

describe('the offers sign-up mail', () => {
  it('goes to the chosen center with the whole form', () => {
    expect(offersForm.mail(offers)).toEqual({
      table: 'Offers Sign Up',
      sendTo: 'Plano',
      fields: offers,
    });
  });
});

describe('every enquiry mail', () => {
  it('is a mail-send request the route handler accepts', () => {
    for (const mail of [
      groupEventForm.mail(group),
      escapeRoomForm.mail(escape),
      showcaseForm.mail(showcase),
      offersForm.mail(offers),
    ]) {
      expect(mailSend.safeParse(mail).success, mail.table).toBe(true);
    }
  });
});

describe('submitting', () => {
  const fetchMock = stubFetchEachTest();

  it.each([
    ['group event', () => groupEventForm.submit(group, NO_BOT), () => groupEventForm.mail(group)],
    ['escape room', () => escapeRoomForm.submit(escape, NO_BOT), () => escapeRoomForm.mail(escape)],
    ['showcase', () => showcaseForm.submit(showcase, NO_BOT), () => showcaseForm.mail(showcase)],
    ['offers', () => offersForm.submit(offers, NO_BOT), () => offersForm.mail(offers)],
  ])('posts the %s mail to the site’s mail route', async (_, submit, build) => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));

    await expect(submit()).resolves.toEqual({ ok: true });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/mail/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(build());
  });

  it('passes the send key through, and a filled honeypot beside the mail for the route to drop', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    await escapeRoomForm.submit(escape, {
      sendKey: 'escape-rooms',
      honeypot: { website: 'x.test' },
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      ...escapeRoomForm.mail(escape, 'escape-rooms'),
      website: 'x.test',
    });
  });

  it('fails with the route’s message when the mail could not be sent, never as a success', async () => {
    const message = 'Sorry, we could not send your request. Please try again in a moment.';
    fetchMock.mockResolvedValue(Response.json({ error: message }, { status: 502 }));

    const failure = offersForm.submit(offers, NO_BOT);
    await expect(failure).rejects.toBeInstanceOf(PlatformClientError);
    await expect(failure).rejects.toMatchObject({ message, status: 502 });
  });
});
