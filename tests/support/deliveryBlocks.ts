import { getCenterEntries } from '@/lib/cms';
import { centerEntries } from '../components/DeliveryCenterPicker/fixtures';
import { resetDeliveryPickerEachTest } from './deliveryPage';

/**
 * For the tests of the blocks on the delivery page, called at a test file's top level. The file
 * spies on the CMS (`vi.mock('@/lib/cms', { spy: true })`); before each test the picker is reset
 * (resetDeliveryPickerEachTest) and the CMS serves the centers of the picker's fixtures.
 */
export function resetDeliveryBlocksEachTest() {
  resetDeliveryPickerEachTest();
  beforeEach(() => {
    vi.mocked(getCenterEntries).mockResolvedValue(centerEntries());
  });
}
