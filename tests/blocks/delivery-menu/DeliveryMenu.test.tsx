// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { screen, waitFor, within } from '@testing-library/react';
import { DeliveryMenu } from '@/blocks/delivery-menu/DeliveryMenu';
import { deliveryMenuSchema } from '@/blocks/delivery-menu/schema';
import { useSite } from '@/stores/site';
import { resetDeliveryBlocksEachTest } from '@/tests/support/deliveryBlocks';
import {
  chooseDeliveryCenter as choose,
  deliveryPicker as picker,
  renderOnDeliveryPage,
} from '@/tests/support/deliveryPage';
import { menuFields } from './menuFixtures';
import { centerEntries } from '../../components/DeliveryCenterPicker/fixtures';
import { getCenterEntries } from '@/lib/cms';

vi.mock('@/lib/cms', { spy: true });
resetDeliveryBlocksEachTest();

async function renderMenu() {
  const block = await DeliveryMenu({
    ...deliveryMenuSchema.parse(menuFields()),
    context: PUBLISHED_ENGLISH,
  });
  return renderOnDeliveryPage(block);
}

const item = (name: string) => screen.getByRole('heading', { level: 4, name }).closest('li')!;
const prices = () => [...document.querySelectorAll('.price')].map((price) => price.textContent);

describe('delivery menu block', () => {
  it('shows the menu, its sections and legal text, with a link to each section', async () => {
    await renderMenu();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Delivery Menu' })).toBeVisible();
    expect(screen.getByText('Spark Kitchen')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Menu sections' });
    expect(within(nav).getByRole('link', { name: 'Starters' })).toHaveAttribute(
      'href',
      '#menu-starters',
    );
    expect(screen.getByRole('region', { name: 'Starters' })).toHaveAttribute('id', 'menu-starters');
    expect(item('Loaded Tots')).toHaveTextContent('1,150 cal');
    expect(item('Bone-In Wings')).toHaveTextContent('6 pieces430–620 cal');
    expect(
      within(item('Bone-In Wings'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['6 pieces430–620 cal', '12 pieces860–1,240 cal', 'Buffalo', 'Honey BBQ']);
    expect(screen.getByText('Prices vary by center.')).toBeVisible();
  });

  it('shows no price before a center is chosen, and opens the picker by itself', async () => {
    await renderMenu();
    expect(screen.getByText('Choose your center to see prices')).toBeVisible();
    expect(prices()).toEqual([]);
    expect(document.body).not.toHaveTextContent('$');
    await waitFor(() => expect(picker()).toHaveAttribute('open'));
    expect(within(picker()).getByLabelText('State')).toHaveFocus();
  });

  it('shows the chosen center’s tier prices once it is submitted, and the center', async () => {
    const { user } = await renderMenu();
    await waitFor(() => expect(picker()).toHaveAttribute('open'));
    await choose(user, 'Arizona', 'Tempe');

    expect(useSite.getState().deliveryCenter).toBe('101');
    expect(screen.getByText('Tempe, AZ')).toBeVisible();
    expect(screen.getByText('Delivering from').closest('p')).toHaveTextContent(
      'Delivering from Tempe, AZ',
    );
    expect(within(item('Loaded Tots')).getByText('$11.99')).toBeVisible();
    expect(prices()).toEqual(['$11.49', '$19.49', '$11.99', '$2.00']);
    // The picker opened by itself: focus goes to the page heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Tempe, AZ is now your delivery center.');
  });

  it('changes the prices when a center of another tier is chosen', async () => {
    useSite.setState({ deliveryCenter: '101' });
    const { user } = await renderMenu();
    expect(prices()).toEqual(['$11.49', '$19.49', '$11.99', '$2.00']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const change = screen.getByRole('button', { name: 'Change center' });
    await user.click(change);
    expect(picker()).toHaveAttribute('open');
    expect(within(picker()).getByLabelText('State')).toHaveValue('Arizona');
    expect(within(picker()).getByLabelText('Center')).toHaveValue('101');
    await choose(user, 'Oklahoma', 'Tulsa');

    expect(prices()).toEqual(['$9.49', '$16.99', '$9.99', '$1.00']);
    expect(screen.getByText('Tulsa, OK')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change center' })).toHaveFocus();
  });

  it('keeps prices hidden when the guest closes the picker with Escape', async () => {
    const { user } = await renderMenu();
    await waitFor(() => expect(picker()).toHaveAttribute('open'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(prices()).toEqual([]);
    expect(useSite.getState().deliveryCenter).toBeUndefined();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

    const prompt = screen.getByRole('button', { name: 'Choose your center' });
    expect(prompt).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(prompt);
    expect(picker()).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(prompt).toHaveFocus());
  });

  it('shows no price for a stored center that is gone, and asks for one', async () => {
    useSite.setState({ deliveryCenter: '999' });
    await renderMenu();
    expect(prices()).toEqual([]);
    expect(screen.getByText('Choose your center to see prices')).toBeVisible();
    await waitFor(() => expect(picker()).toHaveAttribute('open'));
  });

  it('offers no center that is still to open: it takes no order before its opening day', async () => {
    const entries = centerEntries().map((entry) =>
      entry.fields.slug === 'fishers'
        ? { ...entry, fields: { ...entry.fields, openingDate: '2027-04-17' } }
        : entry,
    );
    vi.mocked(getCenterEntries).mockResolvedValue(entries);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-04-16T12:00:00Z'));
    const block = await DeliveryMenu({
      ...deliveryMenuSchema.parse(menuFields()),
      context: PUBLISHED_ENGLISH,
    });
    vi.useRealTimers();
    renderOnDeliveryPage(block);
    await waitFor(() => expect(picker()).toHaveAttribute('open'));
    const states = within(picker()).getByLabelText('State');
    expect(within(states).queryByRole('option', { name: 'Indiana' })).not.toBeInTheDocument();
    expect(within(states).getByRole('option', { name: 'Arizona' })).toBeInTheDocument();
  });

  it('hands the island every center, Indiana’s too', async () => {
    const { user } = await renderMenu();
    await waitFor(() => expect(picker()).toHaveAttribute('open'));
    const states = within(picker()).getByLabelText('State');
    expect([...states.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select a state',
      'Arizona',
      'Indiana',
      'New Mexico',
      'Oklahoma',
      'Texas',
    ]);
    await user.selectOptions(states, 'Arizona');
    const centers = within(picker()).getByLabelText('Center');
    expect([...centers.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select a center',
      'Chandler',
      'Tempe',
    ]);
  });
});
