// @vitest-environment jsdom
import '@/tests/support/nextConfig';
import { render, screen } from '@testing-library/react';
import { blockFor } from '@/blocks/registry';
import { TourTravelForm } from '@/blocks/tour-travel-form/TourTravelForm';
import { isEmbeddableFormUrl, tourTravelFormSchema } from '@/blocks/tour-travel-form/schema';

const FORM_URL = 'https://form.jotform.com/241234567890123';

const fields = {
  heading: 'Tour and travel enquiries',
  intro: 'Bringing a coach or a tour group? Tell us about your trip.',
  formUrl: FORM_URL,
  height: 1100,
  title: 'Tour and travel enquiry form',
};

describe('Tour and travel form block', () => {
  it('frames the form under its heading, named, lazy and sandboxed', () => {
    render(<TourTravelForm {...tourTravelFormSchema.parse(fields)} />);

    const region = screen.getByRole('region', { name: 'Tour and travel enquiries' });
    expect(region).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Tour and travel enquiries' }),
    );
    expect(screen.getByText(fields.intro)).toBeVisible();
    const frame = screen.getByTitle('Tour and travel enquiry form');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', FORM_URL);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '1100');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);
  });

  it('offers the same form in a new tab, sharing no opener', () => {
    render(<TourTravelForm {...tourTravelFormSchema.parse(fields)} />);

    const link = screen.getByRole('link', { name: 'Open the form in a new tab' });
    expect(link).toHaveAttribute('href', FORM_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is 900 px tall and named by its heading when the editor gives neither', () => {
    const props = tourTravelFormSchema.parse({ heading: 'Plan a tour', formUrl: FORM_URL });
    expect(props).toEqual({
      heading: 'Plan a tour',
      intro: undefined,
      formUrl: FORM_URL,
      height: 900,
      title: 'Plan a tour',
    });
    expect(tourTravelFormSchema.parse({ ...fields, height: null, title: ' ' })).toMatchObject({
      height: 900,
      title: 'Tour and travel enquiries',
    });
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['http://form.jotform.com/241234567890123'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//form.jotform.com/241234567890123'],
    ['/contact-us/'],
    ['https://guest:secret@form.jotform.com/241234567890123'],
    ['https:\\\\evil.example/'],
    ['https://form.jotform.com/24123\n4567890123'],
    ['not a url'],
    [''],
  ])('refuses to frame %j', (formUrl) => {
    expect(isEmbeddableFormUrl(formUrl)).toBe(false);
    expect(tourTravelFormSchema.safeParse({ ...fields, formUrl }).success).toBe(false);
  });

  it('accepts a plain https address, trimmed', () => {
    expect(isEmbeddableFormUrl(FORM_URL)).toBe(true);
    expect(tourTravelFormSchema.parse({ ...fields, formUrl: ` ${FORM_URL} ` }).formUrl).toBe(
      FORM_URL,
    );
  });

  it.each([[299], [4001], [900.5], ['900']])('refuses a frame height of %j', (height) => {
    expect(tourTravelFormSchema.safeParse({ ...fields, height }).success).toBe(false);
  });

  it('is the block of the tourTravelForm section type', () => {
    const rendered = blockFor('tourTravelForm')?.render(fields, 'tour', { draft: false });
    expect(rendered?.ok).toBe(true);
    expect(
      blockFor('tourTravelForm')?.render({ ...fields, formUrl: 'http://x.test' }, 'tour', {
        draft: false,
      }),
    ).toMatchObject({ ok: false });
  });
});
