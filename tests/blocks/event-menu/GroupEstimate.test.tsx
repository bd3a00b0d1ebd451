// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventMenuBlock } from '@/blocks/event-menu';
import { useEnquiryRequest } from '@/stores/enquiryRequest';
import { renderBlock } from '@/tests/support/blocks';
import { entry } from '@/tests/support/entries';

const offer = (title: string, price: number, priceUnit: string, minimumGuests?: number) =>
  entry('menuPackage', { title, price, priceUnit, items: ['Something good'], minimumGuests });

const menu = {
  heading: 'Group Event Menu',
  foodPackages: [
    offer('Pizza & Wings', 14.99, 'per guest', 10),
    offer('Taco Bar', 17.99, 'per guest', 15),
  ],
  barPackages: [
    offer('Beer & Wine', 18, 'per guest per 2 hours', 20),
    offer('Beer Buckets', 30, 'per bucket'),
  ],
  addOns: [
    offer('Laser Tag Round', 7.99, 'per guest', 6),
    offer('$10.00 Game Card', 10, 'per card'),
  ],
};

afterEach(() => useEnquiryRequest.setState({ request: undefined }));

function renderEstimate() {
  renderBlock(eventMenuBlock, menu);
  const estimate = screen.getByRole('region', { name: 'Estimate your event' });
  return { user: userEvent.setup(), estimate, ui: within(estimate) };
}

describe('the group estimate of an event menu', () => {
  it('adds the packages and add-ons for the guest count, per guest and in all', async () => {
    const { user, ui, estimate } = renderEstimate();
    expect(estimate).toHaveTextContent('Enter your number of guests and choose packages');
    await user.type(ui.getByRole('spinbutton', { name: 'Number of guests' }), '12');
    await user.selectOptions(
      ui.getByRole('combobox', { name: 'Food package' }),
      ui.getByRole('option', { name: 'Pizza & Wings, $14.99 per guest, 10+ guests' }),
    );
    // Bar packages priced by the piece are counted like add-ons.
    expect(ui.getAllByRole('option').map((option) => option.textContent)).not.toContain(
      'Beer Buckets, $30.00 per bucket',
    );
    const buckets = ui.getByRole('spinbutton', { name: 'Beer Buckets: how many' });
    await user.clear(buckets);
    await user.type(buckets, '2');
    await user.click(ui.getByRole('checkbox', { name: /Laser Tag Round/ }));
    const cards = ui.getByRole('spinbutton', { name: '$10.00 Game Card: how many' });
    await user.clear(cards);
    await user.type(cards, '3');
    expect(ui.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Pizza & Wings × 12 $179.88',
      'Laser Tag Round × 12 $95.88',
      '$10.00 Game Card × 3 $30.00',
      'Beer Buckets × 2 $60.00',
    ]);
    expect(ui.getByText('Total').nextSibling).toHaveTextContent('$365.76');
    expect(ui.getByText('Per guest').nextSibling).toHaveTextContent('$30.48');
  });

  it('holds each package to its minimum number of guests', async () => {
    const { user, ui, estimate } = renderEstimate();
    await user.type(ui.getByRole('spinbutton', { name: 'Number of guests' }), '12');
    await user.selectOptions(
      ui.getByRole('combobox', { name: 'Bar package' }),
      ui.getByRole('option', { name: /^Beer & Wine/ }),
    );
    expect(estimate).toHaveTextContent('Beer & Wine is for groups of 20 guests or more.');
    expect(ui.queryByRole('link', { name: 'Ask for this quote' })).not.toBeInTheDocument();
  });

  it('fills the events team’s enquiry with a Group Event and the estimate', async () => {
    const { user, ui } = renderEstimate();
    await user.type(ui.getByRole('spinbutton', { name: 'Number of guests' }), '20');
    await user.selectOptions(
      ui.getByRole('combobox', { name: 'Food package' }),
      ui.getByRole('option', { name: /^Taco Bar/ }),
    );
    const link = ui.getByRole('link', { name: 'Ask for this quote' });
    expect(link).toHaveAttribute('href', '/contact-us/#send-us-a-message');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(useEnquiryRequest.getState().request).toMatchObject({
      path: '/contact-us/',
      values: {
        Booking: 'Group Event',
        'Additional Info':
          'Event estimate for 20 guests: Taco Bar × 20 $359.80. About $17.99 per guest, $359.80 in all, plus tax.',
      },
    });
  });
});
