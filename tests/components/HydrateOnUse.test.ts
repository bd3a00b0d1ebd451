// @vitest-environment jsdom
type WhenUsedModule = typeof import('@/components/HydrateOnUse/whenUsed');

/**
 * The real module (tests/setup.ts makes every island load at once), fresh for each test: once
 * every area has loaded, every later one loads at once too.
 */
async function freshModule() {
  vi.resetModules();
  return vi.importActual<WhenUsedModule>('@/components/HydrateOnUse/whenUsed');
}

/** An area named `area`, with a field inside it and a button outside it. */
function page({ hydrateOnUseArea }: WhenUsedModule, area = 'enquiry') {
  document.body.innerHTML = '<input id="inside"><button id="outside">Menu</button>';
  const wrapper = document.createElement('div');
  Object.entries(hydrateOnUseArea(area)).forEach(([key, value]) =>
    wrapper.setAttribute(key, value),
  );
  wrapper.append(document.getElementById('inside')!);
  document.body.prepend(wrapper);
  return {
    inside: document.getElementById('inside')!,
    outside: document.getElementById('outside')!,
  };
}

function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  return async () => {
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__earlyClicks;
});

it('waits for the first press, focus, key or input inside the area, not outside it', async () => {
  for (const use of ['pointerdown', 'focusin', 'keydown', 'input', 'click']) {
    const hydrateOnUse = await freshModule();
    const { inside, outside } = page(hydrateOnUse);
    const isUsed = settled(hydrateOnUse.whenUsed('enquiry'));

    if (use !== 'click') outside.dispatchEvent(new Event(use, { bubbles: true }));
    expect(await isUsed()).toBe(false);

    inside.dispatchEvent(new Event(use, { bubbles: true }));
    expect(await isUsed()).toBe(true);
  }
});

it('is used at once when the guest focused the area or tapped in it before the scripts ran', async () => {
  const focusedPage = await freshModule();
  page(focusedPage).inside.focus();
  expect(await settled(focusedPage.whenUsed('enquiry'))()).toBe(true);

  const tappedPage = await freshModule();
  const { inside } = page(tappedPage);
  window.__earlyClicks = [{ name: 'send', event: { target: inside } as unknown as Event }];
  expect(await settled(tappedPage.whenUsed('enquiry'))()).toBe(true);
});

it('loads at once when asked to, where there is no server form to use', async () => {
  const hydrateOnUse = await freshModule();
  page(hydrateOnUse);
  const isUsed = settled(hydrateOnUse.whenUsed('enquiry'));
  expect(await isUsed()).toBe(false);

  hydrateOnUse.usedNow('enquiry');
  expect(await isUsed()).toBe(true);
});

it('hands the same wait to every island of one area', async () => {
  const hydrateOnUse = await freshModule();
  const { inside } = page(hydrateOnUse);
  const first = settled(hydrateOnUse.whenUsed('enquiry'));
  const second = settled(hydrateOnUse.whenUsed('enquiry'));

  inside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect([await first(), await second()]).toEqual([true, true]);
});

// A navigation cannot finish while an island waits (React does not update an unhydrated one).
it('loads every area on the first click anywhere and on Back, then every later area at once', async () => {
  for (const navigate of [
    (outside: Element) => outside.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    () => window.dispatchEvent(new PopStateEvent('popstate')),
  ]) {
    const hydrateOnUse = await freshModule();
    const { outside } = page(hydrateOnUse);
    const isUsed = settled(hydrateOnUse.whenUsed('enquiry'));

    navigate(outside);
    expect(await isUsed()).toBe(true);
    expect(await settled(hydrateOnUse.whenUsed('season-pass'))()).toBe(true);
  }
});
