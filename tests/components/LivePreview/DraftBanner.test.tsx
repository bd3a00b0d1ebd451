import { renderToStaticMarkup } from 'react-dom/server';

/* The root layout loads the live preview island with the draft banner, and only then. */

const request = vi.hoisted(() => ({ draft: false }));
vi.mock('@/screens/draftMode', () => ({ isDraftMode: async () => request.draft }));
vi.mock('@/app/fonts', () => ({
  displayFont: { variable: 'display' },
  bodyFont: { variable: 'body' },
}));
vi.mock('@/components/LivePreview/LivePreview.lazy', () => ({
  LivePreview: () => <span data-island="live-preview" />,
}));

const { default: RootLayout } = await import('@/app/[locale]/layout');

async function renderLayout() {
  return renderToStaticMarkup(await RootLayout({ children: <p>Plan your visit</p> }));
}

afterEach(() => {
  request.draft = false;
});

it('connects a draft preview to the live preview, beside the banner', async () => {
  request.draft = true;
  const html = await renderLayout();
  expect(html).toContain('You are previewing draft content.');
  expect(html).toContain('data-island="live-preview"');
});

it('gives guests neither the banner nor the live preview island', async () => {
  const html = await renderLayout();
  expect(html).toContain('Plan your visit');
  expect(html).not.toContain('previewing draft content');
  expect(html).not.toContain('live-preview');
});

it('names the page language from the root segment', async () => {
  const { setRootLocale } = await import('@/tests/support/rootParams');
  setRootLocale('es');
  try {
    const html = await renderLayout();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Ir al contenido principal');
  } finally {
    setRootLocale('en');
  }
});
