// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryForm } from '@/blocks/enquiry-form/EnquiryForm';
import { enquiryFormSchema } from '@/blocks/enquiry-form/schema';
import { blockFor } from '@/blocks/registry';
import { FORM_IDS } from '@/forms/enquiries/catalog';
import { getCenterEntries } from '@/lib/cms';
import type { Entry } from '@/lib/cms/types';
import { entry, paragraph, richTextField } from '@/tests/support/entries';
import formsExport from '@/content/forms.json';

vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getCenterEntries: vi.fn(),
}));

function center(centerId: string, name: string, state: string): Entry {
  return entry('center', {
    centerId,
    name,
    slug: name.toLowerCase(),
    state,
    city: name,
    address: '1 Main St',
    postalCode: '85284',
    latitude: 33.3,
    longitude: -111.9,
    phone: '(480) 555-0142',
    priceTier: 2,
    timeZone: 'America/Chicago',
  });
}

const fields = {
  heading: 'Tell us what you are planning',
  intro: richTextField(paragraph('We answer within one business day.')),
  form: 'contact',
  sendKey: ' ',
  thankYouMessage: '',
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.mocked(getCenterEntries).mockResolvedValue([
    center('251', 'Katy', 'Texas'),
    center('102', 'Tempe', 'AZ'),
    center('301', 'Carmel', 'Indiana'),
  ]);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(Response.json({ ok: true }));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderBlock(overrides: Record<string, unknown> = {}) {
  const props = enquiryFormSchema.parse({ ...fields, ...overrides });
  render(await EnquiryForm({ ...props, context: PUBLISHED_ENGLISH }));
  return userEvent.setup();
}

describe('enquiry form block: schema', () => {
  it('reads the entry, blank optional texts counting as none', () => {
    expect(enquiryFormSchema.parse(fields)).toEqual({
      heading: 'Tell us what you are planning',
      intro: expect.objectContaining({ nodeType: 'document' }),
      form: 'contact',
      sendKey: undefined,
      thankYouMessage: undefined,
    });
    expect(enquiryFormSchema.parse({ ...fields, intro: undefined }).intro).toBeUndefined();
  });

  it('takes every form of the catalog, by id', () => {
    for (const form of FORM_IDS) {
      expect(enquiryFormSchema.safeParse({ ...fields, form }).success, form).toBe(true);
    }
  });

  it('lets editors pick exactly the forms of the catalog', () => {
    const type = formsExport.contentTypes.find((candidate) => candidate.sys.id === 'enquiryForm');
    const formField = type?.fields.find((candidate) => candidate.id === 'form');
    expect(formField?.validations.flatMap((rule) => ('in' in rule ? rule.in : []))).toEqual([
      ...FORM_IDS,
    ]);
  });

  it('refuses an unknown form, a long send key and no heading', () => {
    expect(enquiryFormSchema.safeParse({ ...fields, form: 'lottery' }).success).toBe(false);
    expect(enquiryFormSchema.safeParse({ ...fields, sendKey: 'k'.repeat(121) }).success).toBe(
      false,
    );
    expect(enquiryFormSchema.safeParse({ ...fields, heading: ' ' }).success).toBe(false);
  });

  it('is the registry’s block for enquiryForm', () => {
    expect(
      blockFor('enquiryForm')?.render({ ...fields, form: 'lottery' }, 'k', PUBLISHED_ENGLISH),
    ).toMatchObject({
      ok: false,
    });
  });
});

describe('enquiry form block: the section', () => {
  it('shows the heading and intro, and a form named by the heading', async () => {
    await renderBlock();

    const heading = screen.getByRole('heading', { level: 2, name: fields.heading });
    expect(heading.closest('section')).toHaveAttribute('id', 'tell-us-what-you-are-planning');
    expect(screen.getByText('We answer within one business day.')).toBeVisible();
    expect(screen.getByRole('form', { name: fields.heading })).toBeInTheDocument();
  });

  it('offers every center loaded on the server, Indiana’s too, grouped by state', async () => {
    await renderBlock();

    const location = screen.getByRole('combobox', { name: 'Location' });
    expect(
      within(location)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['Arizona', 'Indiana', 'Texas']);
    expect(within(location).getByRole('option', { name: 'Katy' })).toHaveValue('251');
    expect(within(location).getByRole('option', { name: 'Carmel' })).toHaveValue('301');
  });

  it('sends to the entry’s send key and thanks the guest in the entry’s words', async () => {
    const user = await renderBlock({
      sendKey: 'play-academy',
      thankYouMessage: 'Thanks! Our Play Academy team will call you within two days.',
    });

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Additional Info/ }), 'Hi');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Use/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText('Thanks! Our Play Academy team will call you within two days.'),
    ).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      table: 'Web Booking',
      sendTo: 'play-academy',
    });
  });

  it('draws the virtual forms without centers', async () => {
    await renderBlock({ form: 'virtualExperience' });

    expect(screen.getByRole('group', { name: 'What is the occasion?' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Location' })).toBeNull();
  });
});
