// @vitest-environment jsdom
import { useSite } from '@/stores/site';

const KEY = 'spark-alley-site';

function stored(): unknown {
  const raw = localStorage.getItem(KEY);
  return raw === null ? null : (JSON.parse(raw) as { state: unknown }).state;
}

async function reload(state: unknown) {
  localStorage.setItem(KEY, JSON.stringify({ state, version: 1 }));
  await useSite.persist.rehydrate();
}

beforeEach(() => {
  localStorage.clear();
  useSite.setState({
    chosenCenterId: undefined,
    deliveryCenter: undefined,
    languageToggle: 'en',
  });
});

describe('the site store', () => {
  it('starts in English with no center', () => {
    expect(useSite.getState()).toMatchObject({
      chosenCenterId: undefined,
      deliveryCenter: undefined,
      languageToggle: 'en',
    });
  });

  it('persists the chosen center, the delivery center and the language', () => {
    useSite.getState().chooseCenter('101');
    useSite.getState().setDeliveryCenter('205');
    useSite.getState().setLanguageToggle('es');
    expect(stored()).toEqual({
      chosenCenterId: '101',
      deliveryCenter: '205',
      languageToggle: 'es',
    });

    useSite.getState().forgetCenter();
    useSite.getState().setDeliveryCenter(undefined);
    expect(stored()).toEqual({ languageToggle: 'es' });
  });

  it('restores what was stored on a later visit', async () => {
    await reload({ chosenCenterId: '251', languageToggle: 'es' });
    expect(useSite.getState()).toMatchObject({ chosenCenterId: '251', languageToggle: 'es' });
    // The actions survive the merge.
    useSite.getState().chooseCenter('102');
    expect(useSite.getState().chosenCenterId).toBe('102');
  });

  it.each([
    ['a number as the center', { chosenCenterId: 251 }],
    ['markup as the center', { chosenCenterId: '<img src=x onerror=alert(1)>' }],
    ['an unknown language', { chosenCenterId: '251', languageToggle: 'fr' }],
    ['an over-long delivery center', { deliveryCenter: '9'.repeat(65) }],
    ['no object at all', 'Tempe'],
  ])('drops stored data whole when it does not fit: %s', async (_, state) => {
    useSite.getState().chooseCenter('101');
    await reload(state);
    expect(useSite.getState()).toMatchObject({
      chosenCenterId: '101',
      deliveryCenter: undefined,
      languageToggle: 'en',
    });
  });

  it('keeps a center the guest chose while the saved data was still loading, in storage too', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        state: { chosenCenterId: '251', deliveryCenter: '205', languageToggle: 'es' },
        version: 1,
      }),
    );
    const loading = useSite.persist.rehydrate();
    useSite.getState().chooseCenter('102');
    await loading;
    const expected = { chosenCenterId: '102', deliveryCenter: '205', languageToggle: 'es' };
    expect(useSite.getState()).toMatchObject(expected);
    expect(stored()).toEqual(expected);
  });

  it('keeps a center the guest chose and forgot while the saved data loaded forgotten', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { chosenCenterId: '251' }, version: 1 }));
    const loading = useSite.persist.rehydrate();
    useSite.getState().chooseCenter('102');
    useSite.getState().forgetCenter();
    await loading;
    expect(useSite.getState().chosenCenterId).toBeUndefined();
    expect(stored()).toEqual({ languageToggle: 'en' });
  });

  it('counts the guest’s choices, which the saved data arriving does not', async () => {
    const before = useSite.getState().centerChoices;
    await reload({ chosenCenterId: '251' });
    expect(useSite.getState().centerChoices).toBe(before);
    useSite.getState().chooseCenter('102');
    expect(useSite.getState().centerChoices).toBe(before + 1);
  });

  it('fills in English when the stored data has no language', async () => {
    await reload({ chosenCenterId: '251' });
    expect(useSite.getState()).toMatchObject({ chosenCenterId: '251', languageToggle: 'en' });
  });
});
