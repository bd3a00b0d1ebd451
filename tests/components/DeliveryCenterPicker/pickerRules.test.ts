import {
  NO_CHOICE,
  canSubmit,
  centersOfState,
  chooseCenter,
  chooseState,
  chosenCenter,
  initialChoice,
  opensByItself,
  pickerGroups,
  submittedCenterId,
} from '@/components/DeliveryCenterPicker/pickerRules';
import type { DeliveryCenter } from '@/lib/centers/deliveryChoice';
import { ALBUQUERQUE, CHANDLER, DELIVERY_CENTERS, PLANO, TEMPE, TULSA } from './fixtures';

const centers = DELIVERY_CENTERS;

/** A center without a tier: data that did not come from the center model. */
const UNPRICED: DeliveryCenter = {
  id: '999',
  name: 'Mesa',
  state: 'Arizona',
  deliveryStoreIds: {},
};

describe('delivery modal rules: states and centers', () => {
  it('offers the states sorted by name, each with its centers sorted by name', () => {
    expect(pickerGroups(centers).map((group) => group.state)).toEqual([
      'Arizona',
      'New Mexico',
      'Oklahoma',
      'Texas',
    ]);
    expect(pickerGroups(centers)[0]!.centers.map((center) => center.name)).toEqual([
      'Chandler',
      'Tempe',
    ]);
  });

  it('offers the centers of the chosen state only, none before a state is chosen', () => {
    expect(centersOfState(centers, 'Arizona')).toEqual([CHANDLER, TEMPE]);
    expect(centersOfState(centers, 'Texas')).toEqual([PLANO]);
    expect(centersOfState(centers, '')).toEqual([]);
    expect(centersOfState(centers, 'Indiana')).toEqual([]);
  });

  it('offers every state that has centers, Indiana like any other', () => {
    const fishers = { ...PLANO, id: '271', name: 'Fishers', state: 'Indiana' };
    expect(pickerGroups([...centers, fishers]).map((group) => group.state)).toContain('Indiana');
    expect(centersOfState([...centers, fishers], 'Indiana')).toEqual([fishers]);
  });

  it('does not change the list it is given', () => {
    const list = [TEMPE, CHANDLER];
    pickerGroups(list);
    expect(list).toEqual([TEMPE, CHANDLER]);
  });
});

describe('delivery modal rules: 1. it shows when the page opens', () => {
  it('opens by itself when the guest has no delivery center', () => {
    expect(opensByItself(centers, undefined)).toBe(true);
  });

  it('opens by itself when the stored center is unknown or has no price tier', () => {
    expect(opensByItself(centers, '404')).toBe(true);
    expect(opensByItself([...centers, UNPRICED], UNPRICED.id)).toBe(true);
  });

  it('stays closed for a guest with a delivery center', () => {
    expect(opensByItself(centers, TEMPE.id)).toBe(false);
  });

  it('starts from the stored center and its state, or from nothing', () => {
    expect(initialChoice(centers, TULSA.id)).toEqual({ state: 'Oklahoma', centerId: '232' });
    expect(initialChoice(centers, undefined)).toEqual(NO_CHOICE);
    expect(initialChoice(centers, '404')).toEqual(NO_CHOICE);
  });
});

describe('delivery modal rules: 2. a state, then a center of that state', () => {
  it('picks a state, with no center yet', () => {
    expect(chooseState(NO_CHOICE, 'Arizona', centers)).toEqual({ state: 'Arizona', centerId: '' });
  });

  it('resets the center when the state changes', () => {
    const tempe = chooseCenter(chooseState(NO_CHOICE, 'Arizona', centers), TEMPE.id, centers);
    expect(tempe).toEqual({ state: 'Arizona', centerId: '101' });
    expect(chooseState(tempe, 'Texas', centers)).toEqual({ state: 'Texas', centerId: '' });
    expect(chooseState(tempe, '', centers)).toEqual(NO_CHOICE);
  });

  it('keeps the center when the same state is picked again', () => {
    const tempe = { state: 'Arizona', centerId: TEMPE.id };
    expect(chooseState(tempe, 'Arizona', centers)).toBe(tempe);
  });

  it('picks no state for a state without centers', () => {
    const tempe = { state: 'Arizona', centerId: TEMPE.id };
    expect(chooseState(tempe, 'Indiana', centers)).toEqual(NO_CHOICE);
  });

  it('refuses a center of another state, an unknown one, or one before a state', () => {
    const arizona = { state: 'Arizona', centerId: '' };
    expect(chooseCenter(arizona, PLANO.id, centers)).toEqual(arizona);
    expect(chooseCenter(arizona, '404', centers)).toEqual(arizona);
    expect(chooseCenter(NO_CHOICE, TEMPE.id, centers)).toEqual(NO_CHOICE);
    expect(chooseCenter({ state: 'Arizona', centerId: TEMPE.id }, '', centers)).toEqual(arizona);
  });

  it('knows the chosen center only while it belongs to the chosen state', () => {
    expect(chosenCenter({ state: 'Arizona', centerId: TEMPE.id }, centers)).toBe(TEMPE);
    expect(chosenCenter({ state: 'Texas', centerId: TEMPE.id }, centers)).toBeUndefined();
    expect(chosenCenter({ state: 'Arizona', centerId: '' }, centers)).toBeUndefined();
  });
});

describe('delivery modal rules: 3. Submit only for a center with a price tier', () => {
  it('hides Submit before a state and a center are chosen', () => {
    expect(canSubmit(NO_CHOICE, centers)).toBe(false);
    expect(canSubmit(chooseState(NO_CHOICE, 'Arizona', centers), centers)).toBe(false);
  });

  it('shows Submit once a center with a tier is chosen, and hides it again on a new state', () => {
    const tempe = chooseCenter(chooseState(NO_CHOICE, 'Arizona', centers), TEMPE.id, centers);
    expect(canSubmit(tempe, centers)).toBe(true);
    expect(canSubmit(chooseState(tempe, 'Texas', centers), centers)).toBe(false);
  });

  it('hides Submit for a center without a price tier', () => {
    const list = [...centers, UNPRICED];
    const mesa = chooseCenter({ state: 'Arizona', centerId: '' }, UNPRICED.id, list);
    expect(mesa.centerId).toBe(UNPRICED.id);
    expect(canSubmit(mesa, list)).toBe(false);
  });

  it('shows Submit for a center without delivery stores: the links fall back', () => {
    expect(canSubmit({ state: 'New Mexico', centerId: ALBUQUERQUE.id }, centers)).toBe(true);
  });
});

describe('delivery modal rules: 4. Submit keeps the center', () => {
  it('submits the chosen center’s id', () => {
    expect(submittedCenterId({ state: 'Oklahoma', centerId: TULSA.id }, centers)).toBe('232');
  });

  it('submits nothing when Submit is not allowed', () => {
    expect(submittedCenterId({ state: 'Oklahoma', centerId: '' }, centers)).toBeUndefined();
    expect(submittedCenterId({ state: 'Texas', centerId: TULSA.id }, centers)).toBeUndefined();
  });
});
