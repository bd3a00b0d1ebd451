// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { PageBody } from '@/blocks/PageBody';
import { Sections } from '@/blocks/Sections';
import type { Page } from '@/lib/cms/page';
import { entry } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';
import { setEnv } from '@/tests/support/platformStub';

/* What editors previewing drafts see of where each section comes from, and what guests never see. */

const sections = [
  entry('heading', { heading: 'Plan your visit' }, 'heading-plan'),
  entry('promoTicker', { text: 'Half-price games' }, 'ticker-1'),
];

const editLinks = () => screen.queryAllByRole('link', { name: /^Edit in Contentful/ });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('with a Contentful space', () => {
  beforeEach(() =>
    setEnv({
      CONTENTFUL_SPACE_ID: 'sparkspace',
      CONTENTFUL_ENVIRONMENT: 'staging',
      CONTENTFUL_DELIVERY_TOKEN: 'delivery-token-0123',
    }),
  );

  it('links every section of a draft preview, known or not, to its entry in Contentful', () => {
    spyOnWarnings();
    render(<Sections sections={sections} context={{ ...PUBLISHED_ENGLISH, draft: true }} />);

    expect(editLinks().map((link) => link.getAttribute('href'))).toEqual([
      'https://app.contentful.com/spaces/sparkspace/environments/staging/entries/heading-plan',
      'https://app.contentful.com/spaces/sparkspace/environments/staging/entries/ticker-1',
    ]);
    expect(editLinks()[0]).toHaveAccessibleName(
      'Edit in Contentful: heading entry heading-plan (opens in a new tab)',
    );
    expect(editLinks()[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('complementary', { name: 'Unsupported section' })).toBeVisible();
  });

  it('shows guests no edit link', () => {
    spyOnWarnings();
    render(<Sections sections={sections} />);
    expect(editLinks()).toEqual([]);
    expect(document.body).not.toHaveTextContent('heading-plan');
  });

  it('labels the page entry itself first in a draft preview', async () => {
    const page = { id: 'page-visit', metaTitle: 'Visit', children: [sections[0]] } as Page;
    const { container } = render(
      await PageBody({ page: page, context: { ...PUBLISHED_ENGLISH, draft: true } }),
    );
    const first = within(container.firstElementChild as HTMLElement).getByRole('link');
    expect(first).toHaveAttribute(
      'href',
      'https://app.contentful.com/spaces/sparkspace/environments/staging/entries/page-visit',
    );
  });
});

it('names the entry without a link when the site reads the embedded content', () => {
  setEnv({ CONTENTFUL_SPACE_ID: '', CONTENTFUL_DELIVERY_TOKEN: '' });
  render(
    <Sections sections={sections.slice(0, 1)} context={{ ...PUBLISHED_ENGLISH, draft: true }} />,
  );
  expect(editLinks()).toEqual([]);
  expect(screen.getByText('entry heading-plan')).toBeVisible();
});
