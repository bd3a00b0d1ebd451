// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { act, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockFor } from '@/blocks/registry';
import { TourTravelForm } from '@/blocks/tour-travel-form/TourTravelForm';
import {
  FORM_GREETING_MS,
  FORM_WAIT_MS,
  TourTravelFrame,
} from '@/blocks/tour-travel-form/TourTravelFrame.client';
import { isEmbeddableFormUrl, tourTravelFormSchema } from '@/blocks/tour-travel-form/schema';

const FORM_URL = 'https://form.jotform.com/241234567890123';

const fields = {
  heading: 'Tour and travel enquiries',
  intro: 'Bringing a coach or a tour group? Tell us about your trip.',
  formUrl: FORM_URL,
  height: 1100,
  title: 'Tour and travel enquiry form',
  phone: '(800) 555-0199',
};

/** Stands in for the browser's IntersectionObserver: the test says when the frame nears the screen. */
let nearScreen: () => void;
beforeEach(() => {
  nearScreen = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        nearScreen = () =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const frame = () => screen.getByTitle<HTMLIFrameElement>('Tour and travel enquiry form');
const fallback = () => screen.queryByRole('group', { name: 'Tour and travel enquiry form' });

describe('Tour and travel form block', () => {
  it('frames the form under its heading, named, lazy and sandboxed', () => {
    render(<TourTravelForm {...tourTravelFormSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);

    const region = screen.getByRole('region', { name: 'Tour and travel enquiries' });
    expect(region).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Tour and travel enquiries' }),
    );
    expect(screen.getByText(fields.intro)).toBeVisible();
    expect(frame().tagName).toBe('IFRAME');
    expect(frame()).toHaveAttribute('src', FORM_URL);
    expect(frame()).toHaveAttribute('loading', 'lazy');
    expect(frame()).toHaveAttribute('height', '1100');
    expect(frame().getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(fallback()).toBeNull();
  });

  it('serves the way out, not an empty frame, to a page that has not run yet', () => {
    const html = renderToStaticMarkup(
      <TourTravelForm {...tourTravelFormSchema.parse(fields)} context={PUBLISHED_ENGLISH} />,
    );
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Open the trip form');
    expect(html).toContain('href="tel:+18005550199"');
  });

  it('keeps the form once it reports in, however long guests take', () => {
    vi.useFakeTimers();
    render(<TourTravelForm {...tourTravelFormSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);
    act(() => nearScreen());
    act(() => {
      frame().dispatchEvent(new Event('load'));
      window.dispatchEvent(
        new MessageEvent('message', { data: 'setHeight:1100', source: frame().contentWindow }),
      );
    });
    act(() => vi.advanceTimersByTime(FORM_WAIT_MS * 3));

    expect(frame()).toHaveAttribute('aria-busy', 'false');
    expect(fallback()).toBeNull();
  });

  it('puts the way out in place of a frame that loads but never reports in (an error page)', () => {
    vi.useFakeTimers();
    render(<TourTravelForm {...tourTravelFormSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);
    act(() => nearScreen());
    // Another window's message is not the form's.
    act(() => {
      frame().dispatchEvent(new Event('load'));
      window.dispatchEvent(new MessageEvent('message', { data: 'hello', source: window }));
    });
    act(() => vi.advanceTimersByTime(FORM_GREETING_MS - 1));
    expect(fallback()).toBeNull();
    act(() => vi.advanceTimersByTime(1));

    expect(screen.queryByTitle('Tour and travel enquiry form')).toBeNull();
    const panel = fallback()!;
    expect(within(panel).getByRole('link', { name: 'Open the trip form' })).toHaveAttribute(
      'href',
      FORM_URL,
    );
    expect(within(panel).getByRole('link', { name: 'Call (800) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
  });

  it('gives up on a form host that does not answer, counting from when the frame nears the screen', () => {
    vi.useFakeTimers();
    render(
      <TourTravelFrame
        formUrl={FORM_URL}
        title="Trip form"
        height={900}
        fallback={<p>Call us</p>}
      />,
    );
    act(() => vi.advanceTimersByTime(FORM_WAIT_MS * 2));
    expect(screen.getByTitle('Trip form')).toBeInTheDocument();

    act(() => nearScreen());
    act(() => vi.advanceTimersByTime(FORM_WAIT_MS));
    expect(screen.queryByTitle('Trip form')).toBeNull();
    expect(screen.getByText('Call us')).toBeVisible();
  });

  it('offers the same form in a new tab, sharing no opener', () => {
    render(<TourTravelForm {...tourTravelFormSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);

    const link = screen.getByRole('link', { name: 'Open the form in a new tab' });
    expect(link).toHaveAttribute('href', FORM_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is 900 px tall and named by its heading when the editor gives neither', () => {
    const props = tourTravelFormSchema.parse({
      heading: 'Plan a tour',
      formUrl: FORM_URL,
      phone: fields.phone,
    });
    expect(props).toEqual({
      heading: 'Plan a tour',
      intro: undefined,
      formUrl: FORM_URL,
      height: 900,
      title: 'Plan a tour',
      phone: fields.phone,
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

  it.each([[undefined], [''], ['800-555-0199'], ['(800) 555-019'], ['call us']])(
    'refuses a fallback phone of %j',
    (phone) => {
      expect(tourTravelFormSchema.safeParse({ ...fields, phone }).success).toBe(false);
    },
  );

  it.each([[299], [4001], [900.5], ['900']])('refuses a frame height of %j', (height) => {
    expect(tourTravelFormSchema.safeParse({ ...fields, height }).success).toBe(false);
  });

  it('is the block of the tourTravelForm section type', () => {
    const rendered = blockFor('tourTravelForm')?.render(fields, 'tour', PUBLISHED_ENGLISH);
    expect(rendered?.ok).toBe(true);
    expect(
      blockFor('tourTravelForm')?.render(
        { ...fields, formUrl: 'http://x.test' },
        'tour',
        PUBLISHED_ENGLISH,
      ),
    ).toMatchObject({ ok: false });
  });
});
