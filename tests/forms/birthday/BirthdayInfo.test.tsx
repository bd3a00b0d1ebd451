// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryProvider } from '@/components/QueryProvider.client';
import { BirthdayInfo } from '@/forms/birthday/BirthdayInfo.client';
import { birthdayMessages } from '@/forms/birthday/messages';
import type { PackageOption } from '@/forms/birthday/request';
import { isoDateAfter, toUsDate } from '@/lib/dates';
import { PlatformClientError, platformClient } from '@/lib/platform/client';
import { useBookingFlow, type BookingFlow } from '@/stores/bookingFlow';
import { useCart, type Cart } from '@/stores/cart';
import { useSite } from '@/stores/site';
import { TULSA } from '@/tests/support/centers';
import { submitTwiceInOneTick } from '@/tests/support/submitTwice';

vi.mock('next/navigation', () => ({
  usePathname: () => '/book/birthday/info/',
  useRouter: () => ({ push: vi.fn() }),
}));
// Hoisted, so that every copy the async factory makes (the test and a lazily loaded island may
// import the module at once) shares the same mock functions.
const platformCalls = vi.hoisted(() => ({ sendMail: vi.fn(), deleteCart: vi.fn() }));
vi.mock('@/lib/platform/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/platform/client')>()),
  platformClient: platformCalls,
}));

const packages: PackageOption[] = [
  {
    anchor: 'bowling-bash-birthday',
    title: 'Bowling Bash Birthday',
    price: 22,
    minimumGuests: 10,
    includes: ['90 minutes of glow bowling', 'Pizza and unlimited soft drinks'],
  },
  {
    anchor: 'teen-all-access',
    title: 'Teen All Access',
    price: 31.99,
    minimumGuests: 6,
    includes: [],
  },
];

const inDays = (days: number) => toUsDate(isoDateAfter(new Date(), days));

const party = (date = inDays(10)): Cart => ({
  location: '232',
  time: { date },
  guests: { howManyKids: 12, guestOfHonorName: 'Maya', guestOfHonorAge: 8 },
  type: 'birthday',
});

/** The party with Sam Lee's details, as the cart holds it once they were typed. */
const familyParty = (date = inDays(10)): Cart => ({
  ...party(date),
  guests: {
    ...party().guests,
    firstName: 'Sam',
    lastName: 'Lee',
    email: 'sam@example.com',
    phone: '4805550142',
  },
});

/** Step 2 with a package and a time of day chosen: ready to send. */
const familyChoices: BookingFlow = {
  step: 2,
  type: 'birthday',
  packageAnchor: 'teen-all-access',
  timeOfDay: 'Morning',
};

/** What a page load finds in the browser's storage. */
async function stored({ cart, flow }: { cart?: Cart; flow?: BookingFlow }) {
  if (cart)
    localStorage.setItem('spark-alley-cart', JSON.stringify({ state: { cart }, version: 1 }));
  if (flow)
    localStorage.setItem('spark-alley-booking', JSON.stringify({ state: flow, version: 1 }));
  await useCart.persist.rehydrate();
  await useBookingFlow.persist.rehydrate();
  await useSite.persist.rehydrate();
}

async function renderInfo(address = '/book/birthday/info/') {
  window.history.replaceState(null, '', address);
  await act(async () => {
    render(
      <QueryProvider>
        <BirthdayInfo
          centers={[TULSA]}
          packages={packages}
          start={<section aria-label="Booking selector" />}
          selectorHref="/book/birthday/#book-a-party"
        />
      </QueryProvider>,
    );
  });
}

afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  window.scrollTo = vi.fn();
  localStorage.clear();
  useCart.getState().reset();
  useBookingFlow.getState().reset();
  useSite.getState().forgetCenter();
  vi.mocked(platformClient.sendMail).mockReset().mockResolvedValue({ ok: true });
});

describe('the birthday info step', () => {
  it('opened with no party and no package, starts at the booking selector', async () => {
    await stored({});
    await renderInfo();

    expect(await screen.findByRole('region', { name: 'Booking selector' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Let’s start with the party basics' })).toBeNull();
  });

  it('opened without a party, shows the party form itself with the package Book Now carried', async () => {
    await stored({});
    await renderInfo('/book/birthday/info/?package=teen-all-access');

    expect(
      await screen.findByRole('heading', { name: 'Let’s start with the party basics' }),
    ).toBeVisible();
    expect(screen.getByText(/Your package:/)).toHaveTextContent(
      'Your package: Teen All Access · from $31.99 per guest · 6-guest minimum',
    );
    expect(screen.getByRole('button', { name: 'Book birthday' })).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Booking steps' }))
        .getByText('Your party')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(useBookingFlow.getState().packageAnchor).toBe('teen-all-access');
    // The package is taken once: a reload keeps whatever the family chooses afterwards.
    expect(window.location.search).toBe('');
  });

  it('ignores a package the site does not offer, keeping the one chosen before', async () => {
    await stored({ flow: { step: 1, packageAnchor: 'bowling-bash-birthday' } });
    await renderInfo('/book/birthday/info/?package=free-party');

    expect(await screen.findByText(/Your package:/)).toHaveTextContent('Bowling Bash Birthday');
    expect(useBookingFlow.getState().packageAnchor).toBe('bowling-bash-birthday');
    expect(window.location.search).toBe('');
  });

  it('shows the party from step 1 as a summary, and Edit goes back to its form with the values kept', async () => {
    const user = userEvent.setup();
    await stored({ cart: party(), flow: { step: 2, type: 'birthday' } });
    await renderInfo();

    const summary = (await screen.findByRole('heading', { name: 'Your party' })).closest(
      'section',
    )!;
    expect(within(summary).getByText('Tulsa, OK')).toBeVisible();
    expect(summary).toHaveTextContent('7021 S Memorial Dr, Tulsa, OK 74133');
    expect(summary).toHaveTextContent('Kids12');
    expect(summary).toHaveTextContent('Guest of honorMaya, turning 8');
    expect(screen.queryByRole('spinbutton', { name: 'How many kids' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit your party' }));
    expect(screen.getByRole('heading', { name: 'Change your party' })).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'How many kids' })).toHaveValue(12);
    expect(screen.getByRole('textbox', { name: 'Guest of honor’s name' })).toHaveValue('Maya');
    expect(screen.getByText(/Chosen center:/).closest('p')).toHaveTextContent('Tulsa');
    expect(useBookingFlow.getState().step).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Keep my party as it was' }));
    expect(screen.getByRole('heading', { name: 'Your party' })).toBeVisible();
    expect(useBookingFlow.getState().step).toBe(2);
  });

  it('estimates the total from the kids and the chosen package, plus tax', async () => {
    const user = userEvent.setup();
    await stored({ cart: party(), flow: { step: 2, type: 'birthday' } });
    await renderInfo();

    expect(await screen.findByText('Choose a package to see your estimated total.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Bowling Bash Birthday/ }));
    expect(screen.getByText('$264.00')).toHaveTextContent('$264.00 plus tax');
    expect(screen.getByText(/12 kids ×/)).toHaveTextContent(
      '12 kids × $22.00 per guest (Bowling Bash Birthday)',
    );
    expect(screen.getByText(birthdayMessages.reply)).toBeVisible();
  });

  it('shows what each package includes, and a package the party is too small for cannot be chosen, saying why', async () => {
    await stored({
      cart: { ...party(), guests: { ...party().guests, howManyKids: 8 } },
      flow: { step: 2, type: 'birthday' },
    });
    await renderInfo();

    const bash = await screen.findByRole('radio', { name: /Bowling Bash Birthday/ });
    expect(bash).toBeDisabled();
    expect(bash).toHaveAccessibleDescription(
      'Needs at least 10 guests; your party has 8. Choose Edit to add guests.',
    );
    const card = bash.closest('div')!;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['90 minutes of glow bowling', 'Pizza and unlimited soft drinks']);
    // Teen All Access needs 6: the party of 8 can take it.
    expect(screen.getByRole('radio', { name: /Teen All Access/ })).toBeEnabled();
  });

  it('Check availability sends the request and confirms it with a reference and what happens next', async () => {
    const user = userEvent.setup();
    await stored({ cart: party(), flow: { step: 2, type: 'birthday' } });
    await renderInfo();

    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '480-555-0142');
    await user.click(screen.getByRole('radio', { name: 'Afternoon' }));
    await user.click(screen.getByRole('radio', { name: /Bowling Bash Birthday/ }));
    await user.click(screen.getByRole('button', { name: 'Check availability' }));

    const heading = await screen.findByRole('heading', { name: 'Your party request is in!' });
    expect(heading).toHaveFocus();
    const mail = vi.mocked(platformClient.sendMail).mock.calls[0]![0];
    expect(mail).toMatchObject({
      table: 'Birthday Booking',
      sendTo: '232',
      fields: {
        Package: 'Bowling Bash Birthday',
        'Desired Time': 'Afternoon',
        'How Many Kids': 12,
      },
    });
    const reference = String(mail.fields.Reference);
    expect(reference).toMatch(/^BD-\w{4}-\w{4}$/);
    expect(screen.getByText('Reference number').closest('p')).toHaveTextContent(
      `Reference number ${reference}`,
    );
    expect(screen.getByText(birthdayMessages.thankYou)).toBeVisible();
    const confirmation = heading.closest('section')!;
    expect(confirmation).toHaveTextContent('Estimated total$264.00 plus tax');
    expect(confirmation).toHaveTextContent('Time of dayAfternoon');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(screen.getByRole('link', { name: '(918) 555-0134' })).toHaveAttribute(
      'href',
      'tel:+19185550134',
    );
    expect(confirmation).not.toHaveTextContent(/how to reach you/i);
    expect(useBookingFlow.getState()).toMatchObject({ step: 3, reference });
  });

  it('says why a request failed, logs it, and lets the family send it again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new PlatformClientError(
      'We could not send your request. Please try again.',
      502,
    );
    vi.mocked(platformClient.sendMail).mockRejectedValueOnce(failure);
    const user = userEvent.setup();
    await stored({ cart: familyParty(), flow: familyChoices });
    await renderInfo();

    await user.click(await screen.findByRole('button', { name: 'Check availability' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(failure.message);
    expect(logged).toHaveBeenCalledWith('Birthday booking request failed', failure);
    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('heading', { name: 'Your party request is in!' })).toBeVisible();
    expect(platformClient.sendMail).toHaveBeenCalledTimes(2);
  });

  it('sends one request to the center when Check availability is pressed twice at once', async () => {
    await stored({ cart: familyParty(), flow: familyChoices });
    await renderInfo();

    await submitTwiceInOneTick(await screen.findByRole('form', { name: 'Birthday party details' }));

    expect(await screen.findByRole('heading', { name: 'Your party request is in!' })).toBeVisible();
    expect(platformClient.sendMail).toHaveBeenCalledTimes(1);
  });

  it('sends a family whose party date has come within 48 hours back to Edit', async () => {
    const user = userEvent.setup();
    await stored({
      cart: familyParty(inDays(1)),
      flow: { step: 2, type: 'birthday', packageAnchor: 'teen-all-access', timeOfDay: 'Morning' },
    });
    await renderInfo();

    await user.click(await screen.findByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${birthdayMessages.within48Hours} Choose Edit to change your party.`,
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit your party' })).toHaveFocus(),
    );
    expect(platformClient.sendMail).not.toHaveBeenCalled();
  });

  it('keeps showing a sent request, with its reference, after a reload', async () => {
    await stored({
      cart: {
        ...party(),
        guests: { ...party().guests, firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' },
      },
      flow: {
        step: 3,
        type: 'birthday',
        packageAnchor: 'teen-all-access',
        timeOfDay: 'Evening',
        reference: 'BD-7K2M-9QX4',
      },
    });
    await renderInfo();
    expect(await screen.findByRole('heading', { name: 'Your party request is in!' })).toBeVisible();
    expect(screen.getByText('BD-7K2M-9QX4')).toBeVisible();
    expect(screen.getByText(/is free for your party/)).toHaveTextContent('(evening)');
  });
});
