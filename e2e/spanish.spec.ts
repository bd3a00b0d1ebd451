import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { storedWith, token } from './forms-support';
import { inBatches, sitemap } from './sitemap';
import { expectNoAxeViolations } from './support';

/**
 * A Spanish-speaking family's journeys, entirely in Spanish, at 1440 px and on a 390 px phone:
 * registering a season pass, starting a birthday booking to its details step and sending a
 * contact enquiry, each refusing empty and wrong input in Spanish. Then every Spanish page of the
 * sitemap, checked for the catalogue's English interface texts. The English pages' own tests
 * cover the same flows in depth; these check the language, not the flows again.
 */

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
});

const REQUIRED = 'Este campo es obligatorio';
const byLabel = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

test('a family registers a season pass in Spanish', async ({ page }, testInfo) => {
  const pass = `100000000${testInfo.project.name === 'mobile' ? '19' : '09'}`;
  await page.goto('/es/book/seasonpass/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Registra tu pase de temporada de VERANO',
  );
  await expectNoAxeViolations(page);
  const card = page.getByRole('textbox', { name: 'Pase de temporada: número de tarjeta 1' });
  const register = page.getByRole('button', { name: 'Registrar' });

  await register.click();
  await expect(card).toHaveAccessibleDescription(
    /Debes escribir al menos un número de tarjeta de pase de temporada para registrarte\./,
  );
  await expect(byLabel(page, 'Nombre')).toHaveAccessibleDescription(REQUIRED);

  await card.fill('123');
  await byLabel(page, 'Teléfono').fill('555');
  await register.click();
  await expect(card).toHaveAccessibleDescription(
    /Los números de tarjeta deben tener 11 dígitos y solo pueden contener números del 0 al 9\./,
  );
  await expect(byLabel(page, 'Teléfono')).toHaveAccessibleDescription(
    /Usa un número de teléfono válido/,
  );

  await card.fill(pass);
  await byLabel(page, 'Nombre').fill('Lucía');
  await byLabel(page, 'Apellido').fill('Hernández');
  await byLabel(page, 'Teléfono').fill('480-555-0142');
  await byLabel(page, 'Correo electrónico').fill('lucia@example.com');
  await page
    .getByRole('combobox', { name: 'Centro', exact: true })
    .selectOption({ label: 'Tempe' });
  await register.click();

  const dialog = page.getByRole('dialog', { name: '¡Genial!' });
  await expect(dialog).toContainText(`Pase n.º ${pass}Registrado`);
  await expect(dialog).toContainText('Tu pase ya está activo');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
});

test('a family starts a birthday booking in Spanish and reaches its details step', async ({
  page,
}) => {
  await page.goto('/es/');
  const widget = page.locator('#book-a-party');
  await widget.getByRole('button', { name: 'Cumpleaños', exact: true }).click();
  const party = page.getByRole('form', { name: 'Fiesta de cumpleaños', exact: true });
  await expect(party.getByRole('group', { name: 'Dónde' })).toBeVisible();

  const search = party.getByRole('textbox', { name: 'Código postal, ciudad o nombre del centro' });
  await search.fill('Zzzzqx');
  await search.press('Enter');
  await expect(party.getByRole('alert')).toHaveText(
    'No hay centros cerca. Prueba con otra ubicación.',
  );
  await party.getByLabel('Cuántos niños').fill('21');
  await party.getByLabel('Cuántos niños').blur();
  await expect(party.getByText('Elige un número de niños entre 6 y 20.')).toBeVisible();
  await party.getByLabel('Cuántos niños').fill('12');
  // Playwright will not click an aria-disabled button, but a guest can.
  await party.getByRole('button', { name: 'Reservar cumpleaños' }).focus();
  await page.keyboard.press('Enter');
  await expect(party.getByText('Elige un centro para la fiesta')).toBeVisible();
  await expect(party.getByText('Escribe un nombre y una edad válidos')).toBeVisible();

  await search.fill('Tulsa');
  await search.press('Enter');
  await expect(party.getByRole('status').first()).toContainText('cerca de “Tulsa”');
  await party
    .getByRole('button', { name: /^Tulsa/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Nombre del festejado' }).fill('Sofía');
  await page.getByRole('textbox', { name: 'Edad del festejado' }).fill('8');
  await party.getByRole('button', { name: 'Reservar cumpleaños' }).click();

  await expect(page).toHaveURL(/\/es\/book\/birthday\/info\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Planea tu fiesta de cumpleaños',
  );
  const details = page.getByRole('form', { name: 'Datos de la fiesta de cumpleaños' });
  await expect(details.getByRole('heading', { name: 'Tu fiesta' })).toBeVisible();
  await expect(details).toContainText('Sofía, cumple 8');
  await expectNoAxeViolations(page);

  await details.getByRole('button', { name: 'Consultar disponibilidad' }).click();
  await expect(details.getByText('Elige un momento del día')).toBeVisible();
  await expect(details.getByText('Elige un paquete', { exact: true }).last()).toBeVisible();
  await expect(byLabel(page, 'Nombre')).toHaveAccessibleDescription(REQUIRED);
  await byLabel(page, 'Correo electrónico').fill('lucia@');
  await byLabel(page, 'Correo electrónico').blur();
  await expect(byLabel(page, 'Correo electrónico')).toHaveAccessibleDescription(
    'Escribe un correo electrónico válido',
  );
});

test('a family sends a contact enquiry in Spanish', async ({ page }, testInfo) => {
  const message = token(testInfo);
  await page.goto('/es/contact-us/');
  const send = page.getByRole('button', { name: 'Enviar' });
  await send.click();
  await expect(byLabel(page, 'Nombre')).toBeFocused();
  await expect(byLabel(page, 'Nombre')).toHaveAccessibleDescription(REQUIRED);
  await expect(page.getByText('Revisa los errores del formulario.')).toBeVisible();

  await byLabel(page, /^Número de teléfono/).fill('555-0142');
  await send.click();
  await expect(byLabel(page, /^Número de teléfono/)).toHaveAccessibleDescription(
    /Usa un número de teléfono válido \(p\. ej\. XXX-XXX-XXXX\)/,
  );
  await expectNoAxeViolations(page);

  await byLabel(page, /^Número de teléfono/).fill('');
  await byLabel(page, 'Nombre').fill('Lucía');
  await byLabel(page, 'Apellido').fill('Hernández');
  await byLabel(page, 'Correo electrónico').fill('lucia@example.com');
  await page
    .getByRole('combobox', { name: 'Centro', exact: true })
    .selectOption({ label: 'Tempe' });
  await byLabel(page, /^Información adicional/).fill(message);
  await page.getByRole('checkbox', { name: /Acepto los Términos de uso/ }).check();
  await send.click();

  await expect(
    page.getByText(
      '¡Gracias! Un miembro de nuestro equipo se pondrá en contacto contigo en breve.',
    ),
  ).toBeVisible();
  await expect
    .poll(() => storedWith('mails', message))
    .toMatchObject({ fields: { 'Additional Info': `${message}\n\nIdioma: español` } });
});

type Catalogue = Record<string, Record<string, string>>;

/** Every message of one language's catalogue: the server's file and the islands' files. */
function catalogue(language: 'en' | 'es'): Catalogue {
  const islands = readdirSync(`messages/${language}`).map((file) => [
    file.replace(/\.json$/, ''),
    JSON.parse(readFileSync(`messages/${language}/${file}`, 'utf8')) as Record<string, string>,
  ]);
  return {
    ...(JSON.parse(readFileSync(`messages/${language}.json`, 'utf8')) as Catalogue),
    ...Object.fromEntries(islands),
  };
}

/**
 * Every English text of the embedded content still without its Spanish: words a page may show as
 * content (a product's name), not interface.
 */
function englishContentTexts(): Set<string> {
  const texts = new Set<string>();
  const visit = (value: unknown, key?: string): void => {
    if (typeof value === 'object' && value !== null && 'en-US' in value && 'es-US' in value) return;
    if (typeof value === 'string') {
      if (key === 'en-US') texts.add(value);
    } else if (Array.isArray(value)) {
      value.forEach((item) => visit(item));
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, inner] of Object.entries(value)) visit(inner, name);
    }
  };
  for (const file of readdirSync('content').filter((name) => name.endsWith('.json'))) {
    visit(JSON.parse(readFileSync(`content/${file}`, 'utf8')));
  }
  return texts;
}

/**
 * The English interface texts a Spanish page must not show: the catalogue's English messages
 * without arguments whose Spanish differs. A text the content also uses ('Bowling', an
 * experience's title) is left out: it is content, which may still be waiting for its Spanish.
 */
function englishInterfaceTexts(): string[] {
  const [english, spanish] = [catalogue('en'), catalogue('es')];
  const content = englishContentTexts();
  return Object.entries(english).flatMap(([namespace, messages]) =>
    Object.entries(messages)
      .filter(([key, text]) => !/[{<]/.test(text) && text !== spanish[namespace]?.[key])
      .filter(([, text]) => !content.has(text))
      .map(([, text]) => text),
  );
}

/**
 * Every text a reader meets in the page's HTML, each text node and each accessible name or hint
 * on its own, leaving out what the page marks as English (untranslated content): parsed by the
 * browser without running it.
 */
function spanishTexts(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html');
    for (const element of document.querySelectorAll('script, style, template, [lang="en"]')) {
      element.remove();
    }
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      texts.push(node.textContent ?? '');
    }
    const attributes = ['aria-label', 'placeholder', 'alt', 'title'];
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [alt], [title]',
    )) {
      texts.push(...attributes.map((name) => element.getAttribute(name) ?? ''));
    }
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  }, html);
}

/** The page's links to a place on itself (`#choose-your-party`) that no element of it holds. */
function brokenInPageLinks(page: Page, html: string, path: string): Promise<string[]> {
  return page.evaluate(
    ([source, address]) => {
      const document = new DOMParser().parseFromString(source, 'text/html');
      const here = new URL(address, 'http://site.test');
      return [...document.querySelectorAll('a[href*="#"]')].flatMap((link) => {
        const target = new URL(link.getAttribute('href')!, here);
        const id = decodeURIComponent(target.hash.slice(1));
        const inPage = target.origin === here.origin && target.pathname === here.pathname;
        return inPage && id && !document.getElementById(id) ? [target.hash] : [];
      });
    },
    [html, path] as const,
  );
}

test('no Spanish page of the sitemap shows an English interface text or a broken in-page link @desktop-only', async ({
  page,
  request,
}) => {
  test.slow();
  const english = englishInterfaceTexts();
  expect(english.length).toBeGreaterThan(100);
  const { paths } = await sitemap(request);
  const spanishPaths = paths.filter((path) => path.startsWith('/es/'));
  expect(spanishPaths.length).toBeGreaterThan(40);
  const found = await inBatches(spanishPaths, async (path) => {
    const html = await (await request.get(path)).text();
    const shown = new Set(await spanishTexts(page, html));
    return [
      ...english.filter((text) => shown.has(text)).map((text) => `${path}: "${text}"`),
      // A translated heading changes its section's anchor; links to the English one still land.
      ...(await brokenInPageLinks(page, html, path)).map((hash) => `${path}: no ${hash}`),
    ];
  });
  expect(found.flat()).toEqual([]);
});

/** The Spanish pages of the areas translated in full, beside the journeys' own. */
const TRANSLATED_PAGES = [
  '/es/locations/',
  '/es/locations/tempe/',
  '/es/birthdays/packages/',
  '/es/food-menu/',
  '/es/delivery/',
  '/es/events/',
  '/es/events/school-events/play-academy/',
  '/es/grand-opening/',
  '/es/safety/',
  '/es/accessibility/',
];

test('the translated areas’ Spanish pages pass axe @desktop-only', async ({ page }) => {
  test.slow();
  for (const path of TRANSLATED_PAGES) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'es');
    await expectNoAxeViolations(page);
  }
});
