// @vitest-environment jsdom
import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import { richText } from '@/lib/cms/fields';
import { render, screen } from '@testing-library/react';
import { RichText } from '@/components/RichText';
import {
  doc,
  embeddedEntry,
  entry,
  hyperlink,
  node,
  paragraph,
  targetNode,
  text,
  unresolvedLink,
} from '@/tests/support/entries';

describe('RichText', () => {
  it('renders paragraphs and the six heading levels as their HTML elements', () => {
    render(
      <RichText
        document={doc(
          node(BLOCKS.HEADING_1, 'Title one'),
          node(BLOCKS.HEADING_2, 'Title two'),
          node(BLOCKS.HEADING_3, 'Title three'),
          node(BLOCKS.HEADING_4, 'Title four'),
          node(BLOCKS.HEADING_5, 'Title five'),
          node(BLOCKS.HEADING_6, 'Title six'),
          paragraph('Just a paragraph.'),
        )}
      />,
    );

    const names = ['one', 'two', 'three', 'four', 'five', 'six'];
    names.forEach((name, index) => {
      expect(screen.getByRole('heading', { level: index + 1 })).toHaveTextContent(`Title ${name}`);
    });
    expect(screen.getByText('Just a paragraph.').tagName).toBe('P');
  });

  it('renders ordered and unordered lists with their items, in order', () => {
    render(
      <RichText
        document={doc(
          node(
            BLOCKS.OL_LIST,
            node(BLOCKS.LIST_ITEM, paragraph('Pick a package')),
            node(BLOCKS.LIST_ITEM, paragraph('Choose a date')),
          ),
          node(
            BLOCKS.UL_LIST,
            node(BLOCKS.LIST_ITEM, paragraph('Socks')),
            node(BLOCKS.LIST_ITEM, paragraph('A smile')),
            node(BLOCKS.LIST_ITEM, paragraph('Friends')),
          ),
        )}
      />,
    );

    const [ordered, unordered] = screen.getAllByRole('list');
    expect(ordered!.tagName).toBe('OL');
    expect(unordered!.tagName).toBe('UL');
    expect([...ordered!.children].map((item) => [item.tagName, item.textContent])).toEqual([
      ['LI', 'Pick a package'],
      ['LI', 'Choose a date'],
    ]);
    expect([...unordered!.children].map((item) => item.textContent)).toEqual([
      'Socks',
      'A smile',
      'Friends',
    ]);
  });

  it('renders a quote and a horizontal rule', () => {
    const { container } = render(
      <RichText
        document={doc(
          node(BLOCKS.QUOTE, paragraph('Best party ever!')),
          node(BLOCKS.HR),
          paragraph('After the rule.'),
        )}
      />,
    );

    expect(screen.getByText('Best party ever!').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('separator')).toBe(container.querySelector('hr'));
  });

  it.each([
    [MARKS.BOLD, 'STRONG'],
    [MARKS.ITALIC, 'EM'],
    [MARKS.UNDERLINE, 'U'],
    [MARKS.CODE, 'CODE'],
  ])('renders the %s mark as <%s>', (mark, tagName) => {
    render(<RichText document={doc(paragraph('Plain, ', text('marked', mark), '.'))} />);

    expect(screen.getByText('marked').tagName).toBe(tagName);
    expect(screen.getByText(/Plain,/).tagName).toBe('P');
  });

  it('nests several marks on the same text', () => {
    render(<RichText document={doc(paragraph(text('Huge', MARKS.BOLD, MARKS.ITALIC)))} />);
    const word = screen.getByText('Huge');
    expect(['STRONG', 'EM']).toContain(word.tagName);
    expect(word.parentElement?.closest('strong, em')).not.toBeNull();
  });

  it('links to a page of the site and to another site, the latter without sharing the opener', () => {
    render(
      <RichText
        document={doc(
          paragraph(
            'Read the ',
            hyperlink('/terms/', 'terms'),
            ' or visit ',
            hyperlink('https://example.org', 'our partner'),
            '.',
          ),
        )}
      />,
    );

    const internal = screen.getByRole('link', { name: 'terms' });
    expect(internal).toHaveAttribute('href', '/terms/');
    const external = screen.getByRole('link', { name: 'our partner' });
    expect(external).toHaveAttribute('href', 'https://example.org');
    expect(external.getAttribute('rel')?.split(' ')).toContain('noopener');
  });

  it('links mail and phone addresses', () => {
    render(
      <RichText
        document={doc(
          paragraph(
            hyperlink('mailto:parties@example.com', 'Email us'),
            hyperlink('tel:+18005550100', 'Call us'),
          ),
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Email us' })).toHaveAttribute(
      'href',
      'mailto:parties@example.com',
    );
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example.com',
    '/\\evil.example.com',
  ])('keeps the text of a hyperlink to %s but renders no link', (uri) => {
    const { container } = render(
      <RichText document={doc(paragraph('Click ', hyperlink(uri, 'here'), ' now.'))} />,
    );

    expect(container).toHaveTextContent('Click here now.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
  });

  it('renders nothing for embedded entries and assets', () => {
    const promo = entry('teaser', { heading: 'Secret promo' }, 'teaser-embedded');
    const { container } = render(
      <RichText
        document={doc(
          paragraph('Before.'),
          embeddedEntry(promo),
          embeddedEntry(unresolvedLink('teaser-draft')),
          targetNode(BLOCKS.EMBEDDED_ASSET, unresolvedLink('asset-1', 'Asset')),
          paragraph('Inline ', targetNode(INLINES.EMBEDDED_ENTRY, promo), 'end.'),
          paragraph('After.'),
        )}
      />,
    );

    expect(container).toHaveTextContent('Before.Inline end.After.');
    expect(container).not.toHaveTextContent('teaser');
    expect(container.firstElementChild?.children).toHaveLength(3);
  });

  it('keeps the text of entry and asset hyperlinks without linking', () => {
    const { container } = render(
      <RichText
        document={doc(
          paragraph(
            'See ',
            targetNode(INLINES.ENTRY_HYPERLINK, unresolvedLink('page-terms'), 'our terms'),
            '.',
          ),
        )}
      />,
    );
    expect(container).toHaveTextContent('See our terms.');
    expect(container).not.toHaveTextContent('page-terms');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows no debug text for Contentful resource links, keeping a resource hyperlink's words", () => {
    const resource = {
      sys: {
        type: 'ResourceLink',
        linkType: 'Contentful:Entry',
        urn: 'crn:contentful:::content:spaces/x/entries/y',
      },
    };
    const { container } = render(
      <RichText
        document={doc(
          paragraph(
            'Visit ',
            targetNode(INLINES.RESOURCE_HYPERLINK, resource, 'our partner'),
            ' ',
            targetNode(INLINES.EMBEDDED_RESOURCE, resource),
            'today.',
          ),
          targetNode(BLOCKS.EMBEDDED_RESOURCE, resource),
        )}
      />,
    );
    expect(container).toHaveTextContent('Visit our partner today.');
    expect(container).not.toHaveTextContent('crn:contentful');
    expect(container).not.toHaveTextContent('type:');
  });

  it('renders a hand-written document that leaves out data, content and marks', () => {
    const sparse = richText.parse({
      nodeType: 'document',
      content: [
        { nodeType: 'paragraph', content: [{ nodeType: 'text', value: 'Plain words' }] },
        {
          nodeType: 'paragraph',
          content: [
            { nodeType: 'hyperlink', content: [{ nodeType: 'text', value: 'no address' }] },
          ],
        },
        { nodeType: 'hr' },
      ],
    });
    const { container } = render(<RichText document={sparse} />);
    expect(container).toHaveTextContent('Plain words');
    expect(container).toHaveTextContent('no address');
    expect(container.querySelector('hr')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('adds a class name beside its own', () => {
    const { container } = render(<RichText document={doc(paragraph('x'))} className="small" />);
    expect(container.firstElementChild).toHaveClass('richText', 'small');
  });
});
