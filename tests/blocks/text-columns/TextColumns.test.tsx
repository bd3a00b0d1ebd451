// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { textColumnsSchema } from '@/blocks/text-columns/schema';
import { TextColumns } from '@/blocks/text-columns/TextColumns';
import { entry, hyperlink, paragraph, richTextField } from '@/tests/support/entries';
import { expectSkipped, spyOnWarnings } from '@/tests/support/log';

const column = (heading: string | undefined, ...body: Parameters<typeof richTextField>) =>
  entry('textColumn', {
    ...(heading === undefined ? {} : { heading }),
    body: richTextField(...body),
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Text columns block', () => {
  it('shows the section heading and each column with its own heading and text', () => {
    const props = textColumnsSchema.parse({
      heading: 'Why Spark Alley',
      columns: [
        column('Something for everyone', paragraph('Bowling, arcade and laser tag.')),
        column(
          'Parties made easy',
          paragraph('A host runs it all. ', hyperlink('/birthdays/packages/', 'See packages')),
        ),
      ],
    });
    render(<TextColumns {...props} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Why Spark Alley' })).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Something for everyone', 'Parties made easy']);
    expect(screen.getByText('Bowling, arcade and laser tag.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See packages' })).toHaveAttribute(
      'href',
      '/birthdays/packages/',
    );
  });

  it('leaves out the headings the editor left empty', () => {
    const props = textColumnsSchema.parse({
      heading: '',
      columns: [column(undefined, paragraph('Just text.')), column('', paragraph('More text.'))],
    });
    render(<TextColumns {...props} />);

    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Just text.')).toBeVisible();
    expect(screen.getByText('More text.')).toBeVisible();
  });

  it('skips and logs a column without a body while the other columns stay', () => {
    const warn = spyOnWarnings();
    const props = textColumnsSchema.parse({
      columns: [
        column('First', paragraph('One.')),
        entry('textColumn', { heading: 'Broken' }, 'column-broken'),
        column('Third', paragraph('Three.')),
      ],
    });
    render(<TextColumns {...props} />);

    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['First', 'Third']);
    expectSkipped(warn, { id: 'column-broken', index: 1 });
  });

  it('is rejected when no valid column is left', () => {
    spyOnWarnings();
    expect(textColumnsSchema.safeParse({ heading: 'Empty', columns: [] }).success).toBe(false);
    expect(
      textColumnsSchema.safeParse({ columns: [entry('textColumn', { heading: 'No body' })] })
        .success,
    ).toBe(false);
    expect(textColumnsSchema.safeParse({ heading: 'No columns' }).success).toBe(false);
  });

  it('skips an entry of another type linked as a column', () => {
    spyOnWarnings();
    const props = textColumnsSchema.parse({
      columns: [
        entry('faqItem', { question: 'Lost?', answer: richTextField(paragraph('Ask.')) }),
        column('Real column', paragraph('Here.')),
      ],
    });
    expect(props.columns.map((item) => item.heading)).toEqual(['Real column']);
  });
});
