// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen } from '@testing-library/react';
import { EntryEditLink } from '@/blocks/EntryEditLink';
import { PageBody } from '@/blocks/PageBody';
import { Sections } from '@/blocks/Sections';
import type { Page } from '@/lib/cms/page';
import { entry } from '@/tests/support/entries';
import { setEnv } from '@/tests/support/platformStub';

/*
 * The tags Contentful's live preview reads on a draft preview's labels: a click in the editor's
 * frame opens the entry at the field, and saves of tagged entries refresh the preview.
 */

const tagsOf = (element: Element) => ({
  entry: element.getAttribute('data-contentful-entry-id'),
  field: element.getAttribute('data-contentful-field-id'),
});
// Without a Contentful space a label names its entry instead of linking to it.
const labels = () => screen.getAllByText(/^entry /).map((id) => id.closest('p')!);
const labelOf = (id: string) => screen.getByText(`entry ${id}`).closest('p')!;

beforeEach(() => setEnv({ CONTENTFUL_SPACE_ID: '', CONTENTFUL_DELIVERY_TOKEN: '' }));
afterEach(() => vi.unstubAllEnvs());

it('tags the label with its entry and the field a click opens', () => {
  render(<EntryEditLink id="heading-plan" type="heading" field="heading" />);
  expect(tagsOf(labelOf('heading-plan'))).toEqual({
    entry: 'heading-plan',
    field: 'heading',
  });
  // Editors' words, in English on a page of either language.
  expect(labelOf('heading-plan')).toHaveAttribute('lang', 'en');
});

it('leaves a label without a field untagged: the SDK cannot open it', () => {
  render(<EntryEditLink id="empty-draft" type="heading" />);
  expect(tagsOf(labelOf('empty-draft'))).toEqual({ entry: null, field: null });
});

it("tags each section of a draft preview at its entry's first field, and the page at its sections", async () => {
  const page = {
    id: 'page-visit',
    metaTitle: 'Visit',
    children: [
      entry('heading', { heading: 'Plan your visit', subheading: 'Open daily' }, 'heading-plan'),
      entry('promoTicker', { text: 'Half-price games' }, 'ticker-1'),
    ],
  } as Page;
  render(await PageBody({ page: page, context: { ...PUBLISHED_ENGLISH, draft: true } }));
  expect(labels().map(tagsOf)).toEqual([
    { entry: 'page-visit', field: 'children' },
    { entry: 'heading-plan', field: 'heading' },
    { entry: 'ticker-1', field: 'text' },
  ]);
});

it('tags nothing for guests', () => {
  const { container } = render(
    <Sections sections={[entry('heading', { heading: 'Plan your visit' }, 'heading-plan')]} />,
  );
  expect(container.querySelector('[data-contentful-entry-id]')).toBeNull();
});
