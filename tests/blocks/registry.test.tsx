// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen } from '@testing-library/react';
import { z } from 'zod';
import { defineBlock } from '@/blocks/defineBlock';
import { PageBody } from '@/blocks/PageBody';
import { blockFor, registry } from '@/blocks/registry';
import { Sections } from '@/blocks/Sections';
import { entry, paragraph, richTextField, unresolvedLink } from '@/tests/support/entries';
import { expectSkipped, loggedWith, spyOnWarnings } from '@/tests/support/log';

const UNKNOWN_TYPE_MESSAGE = 'no block for section type';

const headingSection = (heading: string, id?: string) => entry('heading', { heading }, id);

const headingTexts = () => screen.getAllByRole('heading').map((element) => element.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sections', () => {
  it('renders each known section through its block, in page order', () => {
    render(
      <Sections
        sections={[
          entry('hero', { heading: 'Eat, play, celebrate' }),
          headingSection('Plan your visit'),
          entry('disclaimer', { body: richTextField(paragraph('Prices vary.')) }),
        ]}
      />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Eat, play, celebrate' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Plan your visit' })).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'Disclaimer' })).toHaveTextContent(
      'Prices vary.',
    );
    expect(headingTexts()).toEqual(['Eat, play, celebrate', 'Plan your visit']);
  });

  it('shows guests nothing for a section type without a block, and the page goes on', () => {
    spyOnWarnings();
    render(
      <Sections
        sections={[
          headingSection('Before'),
          entry('promoTicker', { text: 'Half-price games every Wednesday!' }, 'ticker-1'),
          headingSection('After'),
        ]}
      />,
    );

    expect(headingTexts()).toEqual(['Before', 'After']);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('promoTicker');
    expect(document.body).not.toHaveTextContent('Half-price games');
  });

  it('shows editors previewing drafts a notice naming the unknown type and the entry', () => {
    spyOnWarnings();
    render(
      <Sections
        context={{ ...PUBLISHED_ENGLISH, draft: true }}
        sections={[entry('promoTicker', { text: 'Half-price games' }, 'ticker-1')]}
      />,
    );

    const notice = screen.getByRole('complementary', { name: 'Unsupported section' });
    expect(notice).toBeVisible();
    expect(notice).toHaveTextContent('promoTicker');
    expect(notice).toHaveTextContent('ticker-1');
  });

  it('logs an unknown section type once, however often it appears, and each type separately', () => {
    const warn = spyOnWarnings();
    const sections = [
      entry('quizBox', {}, 'quiz-1'),
      entry('quizBox', {}, 'quiz-2'),
      entry('countdownStrip', {}, 'countdown-1'),
    ];

    const { rerender } = render(<Sections sections={sections} />);
    rerender(<Sections sections={sections} context={{ ...PUBLISHED_ENGLISH, draft: true }} />);
    render(<Sections sections={[entry('quizBox', {}, 'quiz-3')]} />);

    const reported = loggedWith(warn, UNKNOWN_TYPE_MESSAGE);
    expect(reported).toEqual([
      expect.objectContaining({ type: 'quizBox', id: 'quiz-1' }),
      expect.objectContaining({ type: 'countdownStrip', id: 'countdown-1' }),
    ]);
  });

  it('treats a type named like an Object.prototype member as unknown instead of crashing', () => {
    spyOnWarnings();
    render(
      <Sections
        context={{ ...PUBLISHED_ENGLISH, draft: true }}
        sections={[entry('toString', {}, 'odd-1'), entry('constructor', {}, 'odd-2')]}
      />,
    );

    const notices = screen.getAllByRole('complementary', { name: 'Unsupported section' });
    expect(notices).toHaveLength(2);
    expect(notices[0]).toHaveTextContent('toString');
    expect(notices[1]).toHaveTextContent('constructor');
  });

  it('skips an entry its block rejects, logs its id and the reason, and renders the sections after it', () => {
    const warn = spyOnWarnings();
    render(
      <Sections
        sections={[
          headingSection('Before'),
          entry('hero', { eyebrow: 'New!', text: 'No heading here' }, 'hero-broken'),
          headingSection('After'),
        ]}
      />,
    );

    expect(headingTexts()).toEqual(['Before', 'After']);
    expect(document.body).not.toHaveTextContent('No heading here');
    expectSkipped(warn, {
      id: 'hero-broken',
      type: 'hero',
      reason: expect.stringContaining('heading'),
    });
  });

  it('skips, on a screen with its own h1, a section that would add a second one', () => {
    const warn = spyOnWarnings();
    render(
      <Sections
        headingTaken
        sections={[
          entry('hero', { heading: 'A second title' }, 'hero-extra'),
          headingSection('Questions'),
        ]}
      />,
    );

    expect(headingTexts()).toEqual(['Questions']);
    expect(loggedWith(warn, 'already has its h1')).toEqual([{ id: 'hero-extra', type: 'hero' }]);
  });

  it('skips a child that is still an unresolved link, logs it, and renders the rest', () => {
    const warn = spyOnWarnings();
    render(
      <Sections
        sections={[
          headingSection('Before'),
          unresolvedLink('unpublished-teaser'),
          headingSection('After'),
        ]}
      />,
    );

    expect(headingTexts()).toEqual(['Before', 'After']);
    expectSkipped(warn, { index: 1, id: 'unpublished-teaser', reason: expect.any(String) });
  });

  it('renders nothing and logs nothing for a page without children', () => {
    const warn = spyOnWarnings();
    const { container } = render(<Sections sections={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).not.toHaveBeenCalled();
  });
});

/** Every block folder's definition, by folder: `faq-accordion/index.ts` exports `faqAccordionBlock`. */
const blockFolders = import.meta.glob<Record<string, unknown>>('@/blocks/*/index.ts', {
  eager: true,
});

/** A folder's section type: the folder `faq-accordion/` holds the block of `faqAccordion`. */
const typeOfFolder = (path: string) =>
  path
    .split('/')
    .at(-2)!
    .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('blockFor', () => {
  it('finds every block folder’s own block under its section type, and nothing else', () => {
    const types = Object.keys(blockFolders).map(typeOfFolder);
    expect(types.length).toBeGreaterThanOrEqual(60);
    for (const [path, folder] of Object.entries(blockFolders)) {
      const type = typeOfFolder(path);
      expect(blockFor(type), type).toBeDefined();
      expect(blockFor(type), type).toBe(folder[`${type}Block`]);
    }
    expect(Object.keys(registry).sort()).toEqual(types.sort());
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'has no block for the prototype key %s',
    (key) => {
      expect(blockFor(key)).toBeUndefined();
    },
  );

  it('has no block for unknown or differently cased types', () => {
    expect(blockFor('promoTicker')).toBeUndefined();
    expect(blockFor('Hero')).toBeUndefined();
    expect(blockFor('')).toBeUndefined();
  });
});

describe('block facts and render context', () => {
  it('lets each block say whether it gives the page its h1', () => {
    expect(blockFor('hero')?.carriesPageHeading({ heading: 'Welcome' })).toBe(true);
    expect(blockFor('heading')?.carriesPageHeading({ heading: 'Welcome', level: 1 })).toBe(true);
    expect(blockFor('heading')?.carriesPageHeading({ heading: 'Welcome', level: 2 })).toBe(false);
    expect(blockFor('heading')?.carriesPageHeading({ heading: 'Welcome' })).toBe(false);
    expect(blockFor('disclaimer')?.carriesPageHeading({ body: richTextField() })).toBe(false);
    // Fields the block rejects never count as the page's heading.
    expect(blockFor('hero')?.carriesPageHeading({})).toBe(false);
  });

  it('gives a hidden h1 only to pages whose sections carry none', async () => {
    const page = (children: unknown[]) =>
      ({ metaTitle: 'Our page', children }) as unknown as Parameters<typeof PageBody>[0]['page'];
    const { unmount } = render(
      await PageBody({
        page: page([headingSection('Plan your visit')]),
        context: PUBLISHED_ENGLISH,
      }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our page');
    unmount();
    render(
      await PageBody({
        page: page([entry('hero', { heading: 'Welcome' })]),
        context: PUBLISHED_ENGLISH,
      }),
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Welcome',
    ]);
  });

  it('hands every block its page’s render context', () => {
    const seen: unknown[] = [];
    const probe = defineBlock({
      schema: z.object({}),
      Component: ({ context }) => {
        seen.push(context);
        return null;
      },
    });
    const rendered = probe.render({}, 'probe', { ...PUBLISHED_ENGLISH, draft: true });
    if (rendered.ok) render(rendered.element);
    expect(seen).toEqual([{ ...PUBLISHED_ENGLISH, draft: true }]);
  });
});
