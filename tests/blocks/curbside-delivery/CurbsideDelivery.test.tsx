// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { screen, waitFor } from '@testing-library/react';
import { CurbsideDelivery } from '@/blocks/curbside-delivery/CurbsideDelivery';
import { curbsideDeliverySchema } from '@/blocks/curbside-delivery/schema';
import { DeliveryMenu } from '@/blocks/delivery-menu/DeliveryMenu';
import { deliveryMenuSchema } from '@/blocks/delivery-menu/schema';
import { useSite } from '@/stores/site';
import { resetDeliveryBlocksEachTest } from '@/tests/support/deliveryBlocks';
import {
  chooseDeliveryCenter,
  deliveryPicker as picker,
  renderOnDeliveryPage,
} from '@/tests/support/deliveryPage';
import { asset } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';
import { menuFields } from '../delivery-menu/menuFixtures';

vi.mock('@/lib/cms', { spy: true });

const fields = {
  heading: 'Delivered by Our Partners',
  text: 'Order from your center on DoorDash or Uber Eats.',
  image: asset({ fileName: 'delivery-curbside.svg', description: 'A car at the curb' }),
};

resetDeliveryBlocksEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

const context = PUBLISHED_ENGLISH;

async function renderBlock() {
  const block = await CurbsideDelivery({ ...curbsideDeliverySchema.parse(fields), context });
  return renderOnDeliveryPage(block);
}

const partnerHrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('curbside delivery block', () => {
  it('shows the heading, text and image', async () => {
    useSite.setState({ deliveryCenter: '101' });
    await renderBlock();
    expect(screen.getByRole('region', { name: 'Delivered by Our Partners' })).toBeVisible();
    expect(screen.getByText('Order from your center on DoorDash or Uber Eats.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'A car at the curb' })).toBeVisible();
  });

  it('links to the chosen center’s store pages, in a new tab, saying so', async () => {
    useSite.setState({ deliveryCenter: '101' });
    await renderBlock();
    const doordash = screen.getByRole('link', { name: 'Order on DoorDash (opens in a new tab)' });
    const ubereats = screen.getByRole('link', { name: 'Order on Uber Eats (opens in a new tab)' });
    expect(doordash).toHaveAttribute('href', 'https://www.doordash.com/store/3452065/');
    expect(ubereats).toHaveAttribute(
      'href',
      'https://www.ubereats.com/store/EhXGe7AY2hyoqW8yJ8fgkB',
    );
    for (const link of [doordash, ubereats]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(doordash).toHaveAccessibleDescription('Tempe’s store page');
    expect(screen.getByText(/Ordering from/)).toHaveTextContent('Ordering from Tempe, AZ');
  });

  it('falls back to the partners’ pages before a center is chosen', async () => {
    await renderBlock();
    expect(partnerHrefs()).toEqual(['https://www.doordash.com/', 'https://www.ubereats.com/']);
    expect(screen.getByRole('link', { name: /DoorDash/ })).toHaveAccessibleDescription(
      'Search by your address',
    );
  });

  it('falls back for a center without a store at a partner', async () => {
    useSite.setState({ deliveryCenter: '211' });
    await renderBlock();
    expect(partnerHrefs()).toEqual(['https://www.doordash.com/', 'https://www.ubereats.com/']);
    expect(screen.getByRole('link', { name: /Uber Eats/ })).toHaveAccessibleDescription(
      'Albuquerque is not on Uber Eats yet: search by your address',
    );

    useSite.setState({ deliveryCenter: '102' });
    await waitFor(() =>
      expect(partnerHrefs()).toEqual([
        'https://www.doordash.com/store/3161646/',
        'https://www.ubereats.com/',
      ]),
    );
  });

  it('follows the center chosen in the picker, shared with the delivery menu: one picker', async () => {
    const curbside = await CurbsideDelivery({ ...curbsideDeliverySchema.parse(fields), context });
    const menu = await DeliveryMenu({ ...deliveryMenuSchema.parse(menuFields()), context });
    const { user } = renderOnDeliveryPage(
      <>
        {curbside}
        {menu}
      </>,
    );
    await waitFor(() => expect(picker()).toHaveAttribute('open'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await chooseDeliveryCenter(user, 'Oklahoma', 'Tulsa');

    expect(screen.getByRole('link', { name: /DoorDash/ })).toHaveAttribute(
      'href',
      'https://www.doordash.com/store/2304926/',
    );
    expect(screen.getByText('$9.99')).toBeVisible();

    // Either block's button opens the one picker.
    const [curbsideButton] = screen.getAllByRole('button', { name: 'Change center' });
    await user.click(curbsideButton!);
    expect(picker()).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(curbsideButton).toHaveFocus());
  });

  it('refuses an entry without a heading', () => {
    expect(curbsideDeliverySchema.safeParse({ ...fields, heading: '' }).success).toBe(false);
  });

  it('leaves out an image that is not one', () => {
    spyOnWarnings();
    const props = curbsideDeliverySchema.parse({ ...fields, image: { sys: { type: 'Entry' } } });
    expect(props.image).toBeUndefined();
  });
});
