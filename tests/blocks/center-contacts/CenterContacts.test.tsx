// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CenterContacts } from '@/blocks/center-contacts/CenterContacts';
import { centerContactsSchema } from '@/blocks/center-contacts/schema';
import { useSite } from '@/stores/site';

const fields = {
  heading: 'Reach a center directly',
  intro: 'The team at the center can help fastest.',
  email: 'guestservices@sparkalley.com',
};

/** The section over the embedded centers, at a moment before Fishers opens. */
async function renderSection() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T18:00:00Z'));
  const element = await CenterContacts({
    ...centerContactsSchema.parse(fields),
    context: PUBLISHED_ENGLISH,
  });
  vi.useRealTimers();
  render(element);
  return userEvent.setup();
}

const picker = () => screen.getByRole('combobox', { name: 'Your center' });

beforeEach(() => {
  localStorage.clear();
  useSite.setState({ chosenCenterId: undefined });
});

describe('Center contacts block', () => {
  it('shows the chosen center’s phone as a call link, its address and its page', async () => {
    const user = await renderSection();
    expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();

    await user.selectOptions(picker(), 'Tempe');
    expect(screen.getByRole('link', { name: 'Call (480) 555-0110' })).toHaveAttribute(
      'href',
      'tel:+14805550110',
    );
    expect(screen.getByRole('link', { name: 'Tempe' })).toHaveAttribute(
      'href',
      '/locations/tempe/',
    );
    expect(screen.getByText('1220 W Elliot Rd, Tempe')).toBeVisible();
  });

  it('starts at the guest’s own center, and says when a center still to open opens', async () => {
    useSite.setState({ chosenCenterId: '101' });
    const user = await renderSection();
    expect(picker()).toHaveValue('101');
    expect(screen.getByRole('link', { name: /^Call / })).toBeVisible();

    await user.selectOptions(picker(), 'Fishers');
    expect(screen.getByText('Coming soon: opens April 17, 2027')).toBeVisible();
    // Choosing here does not change the guest's own center.
    expect(useSite.getState().chosenCenterId).toBe('101');
  });

  it('offers every center, grouped by state, and the guest services email', async () => {
    await renderSection();
    expect(within(picker()).getAllByRole('option')).toHaveLength(42);
    expect(screen.getByRole('link', { name: 'guestservices@sparkalley.com' })).toHaveAttribute(
      'href',
      'mailto:guestservices@sparkalley.com',
    );
  });

  it('refuses an entry without a heading or a valid email', () => {
    expect(centerContactsSchema.safeParse({ ...fields, heading: ' ' }).success).toBe(false);
    expect(centerContactsSchema.safeParse({ ...fields, email: 'guest services' }).success).toBe(
      false,
    );
  });
});
