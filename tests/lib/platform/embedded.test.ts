import { createEmbeddedPlatform, FREE_PASS_NUMBERS } from '@/lib/platform/embedded';
import { PlatformError } from '@/lib/platform/platform';
import type { SeasonPassRegistration } from '@/lib/platform/schemas';
import { openStore } from '@/lib/platform/store';
import { temporaryDataDir } from '@/tests/support/platformStub';

function registration(passNumbers: string[]): SeasonPassRegistration {
  return {
    type: 'SUMMER',
    firstName: 'Ann',
    lastName: 'Lee',
    phoneNumber: '2145550137',
    emailAddress: 'ann@example.com',
    locationId: '251',
    passNumbers,
    emailNotification: true,
    smsNotification: false,
    source: 'SSP2026',
  };
}

describe('the embedded platform', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  const platformIn = (dir: string) => createEmbeddedPlatform(openStore(dir));
  beforeEach(() => {
    data = temporaryDataDir();
  });
  afterEach(() => data.remove());

  it('documents twenty free pass numbers from 10000000001 to 10000000020', () => {
    expect(FREE_PASS_NUMBERS).toHaveLength(20);
    expect(FREE_PASS_NUMBERS[0]).toBe('10000000001');
    expect(FREE_PASS_NUMBERS.at(-1)).toBe('10000000020');
  });

  it('registers a free pass once, then answers that it is already registered', async () => {
    const platform = platformIn(data.dir);
    const first = await platform.registerSeasonPass(registration(['10000000001']));
    expect(first.passNumberStatus).toEqual([
      { passNumber: '10000000001', status: 'success', memberId: expect.stringMatching(/^M-\d+$/) },
    ]);
    const second = await platform.registerSeasonPass(registration(['10000000001']));
    expect(second.passNumberStatus).toEqual([
      {
        passNumber: '10000000001',
        status: 'failure',
        memberId: first.passNumberStatus[0]?.memberId,
      },
    ]);
  });

  it('gives each newly registered pass its own member id', async () => {
    const result = await platformIn(data.dir).registerSeasonPass(
      registration(['10000000002', '10000000003']),
    );
    const [a, b] = result.passNumberStatus;
    expect(a?.status).toBe('success');
    expect(b?.status).toBe('success');
    expect(a?.memberId).not.toBe(b?.memberId);
  });

  it('answers passes registered before to their members, unknown ones with an empty member id', async () => {
    const result = await platformIn(data.dir).registerSeasonPass(
      registration(['20000000001', '20000000003', '99999999999', '10000000004']),
    );
    expect(result.passNumberStatus).toEqual([
      { passNumber: '20000000001', status: 'failure', memberId: 'M-100201' },
      { passNumber: '20000000003', status: 'failure', memberId: 'M-100203' },
      { passNumber: '99999999999', status: 'failure', memberId: '' },
      { passNumber: '10000000004', status: 'success', memberId: expect.stringMatching(/^M-/) },
    ]);
  });

  it('rejects a call in which no pass number is known, and stores nothing', async () => {
    const platform = platformIn(data.dir);
    const call = platform.registerSeasonPass(registration(['12345678901', '99999999999']));
    await expect(call).rejects.toBeInstanceOf(PlatformError);
    await expect(call).rejects.toMatchObject({ failure: 'rejected' });
    expect((await openStore(data.dir).read()).registrations).toEqual([]);
  });

  it('remembers registrations after a restart (a new platform on the same folder)', async () => {
    await platformIn(data.dir).registerSeasonPass(registration(['10000000005']));
    const restarted = platformIn(data.dir);
    const again = await restarted.registerSeasonPass(registration(['10000000005']));
    expect(again.passNumberStatus[0]).toMatchObject({ status: 'failure', memberId: /^M-/ });
    const stored = await openStore(data.dir).read();
    expect(Object.keys(stored.registeredPasses)).toEqual(['10000000005']);
    expect(stored.registrations).toHaveLength(2);
    expect(stored.registrations[0]).toMatchObject({
      firstName: 'Ann',
      passNumbers: ['10000000005'],
    });
  });

  it('stores leads, mails, virtual experience requests and cart deletions', async () => {
    const platform = platformIn(data.dir);
    await platform.sendMail({ table: 'Web Booking', sendTo: 'Katy', fields: { Booking: '' } });
    await platform.requestVirtualExperience({ 'First Name': 'Ann', id: 'form-id' });
    await platform.deleteCart({ centerId: '251', cartSummaryId: 'c-1' });
    await platform.deleteCart({ centerId: '251', cartSummaryId: 'c-2', accountId: 'a-9' });
    await platform.createLead({
      centerId: '251',
      leadName: 'Lee - Play Academy',
      eventType: 'Play Academy',
      contact: { firstName: 'Ann', lastName: 'Lee', mobile: '2145550137', email: 'a@b.co' },
      eventDate: '03/14/2026',
      eventTime: '10:00 AM',
      description: '',
      leadNote: { acceptTerms: true },
      eventSubType: 'Play Academy',
    });
    const stored = await openStore(data.dir).read();
    expect(stored.mails).toEqual([
      expect.objectContaining({ sendTo: 'Katy', table: 'Web Booking' }),
    ]);
    expect(stored.leads).toEqual([expect.objectContaining({ leadName: 'Lee - Play Academy' })]);
    // The form's own "id" field does not replace the entry's id.
    expect(stored.virtualExperiences[0]?.fields).toEqual({ 'First Name': 'Ann', id: 'form-id' });
    expect(stored.virtualExperiences[0]?.id).not.toBe('form-id');
    expect(stored.cartDeletions).toEqual([
      expect.objectContaining({ call: 'deleteCart', cartSummaryId: 'c-1' }),
      expect.objectContaining({
        call: 'deleteCustomerCart',
        cartSummaryId: 'c-2',
        accountId: 'a-9',
      }),
    ]);
  });

  it('tells what is left on a known gift card, and refuses a wrong PIN as it refuses an unknown card', async () => {
    const platform = platformIn(data.dir);
    await expect(
      platform.checkGiftCardBalance({ cardNumber: '6035710000000002', pin: '5678' }),
    ).resolves.toEqual({ balance: 112.5 });
    for (const check of [
      { cardNumber: '6035710000000002', pin: '1111' },
      { cardNumber: '6035719999999999', pin: '5678' },
    ]) {
      await expect(platform.checkGiftCardBalance(check)).rejects.toMatchObject({
        failure: 'rejected',
        message: 'no gift card with that number and PIN',
      });
    }
    // Kept for a developer with the last four digits only: never a whole number or a PIN.
    const { giftCardChecks } = await openStore(data.dir).read();
    expect(giftCardChecks.map(({ card, found }) => ({ card, found }))).toEqual([
      { card: '…0002', found: true },
      { card: '…0002', found: false },
      { card: '…9999', found: false },
    ]);
    expect(JSON.stringify(giftCardChecks)).not.toMatch(/5678|6035710000000002/);
  });
});
