// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from '@/blocks/faq-accordion/FaqAccordion';
import { faqAccordionSchema } from '@/blocks/faq-accordion/schema';
import { entry, hyperlink, paragraph, richTextField } from '@/tests/support/entries';
import { expectSkipped, spyOnWarnings } from '@/tests/support/log';

const faqItem = (question: string, answer: ReturnType<typeof richTextField>, id?: string) =>
  entry('faqItem', { question, answer }, id);

const items = [
  faqItem('Do I need socks to bowl?', richTextField(paragraph('Yes, socks are required.'))),
  faqItem(
    'Can I bring my own cake?',
    richTextField(
      paragraph('Yes, with a party package. ', hyperlink('/birthdays/packages/', 'See packages')),
    ),
  ),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FAQ accordion block', () => {
  it('shows the heading and every question as a collapsed button under a third-level heading', () => {
    render(<FaqAccordion {...faqAccordionSchema.parse({ heading: 'Questions', items })} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Do I need socks to bowl?', 'Can I bring my own cake?']);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByText('Yes, socks are required.')).not.toBeVisible();
  });

  it('puts the questions at the second level when the section has no heading', () => {
    render(<FaqAccordion {...faqAccordionSchema.parse({ heading: '', items })} />);

    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Do I need socks to bowl?', 'Can I bring my own cake?']);
  });

  it('reveals the rich-text answer, links included, when the guest opens a question', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion {...faqAccordionSchema.parse({ heading: 'Questions', items })} />);

    await user.click(screen.getByRole('button', { name: 'Can I bring my own cake?' }));

    const answer = screen.getByRole('region', { name: 'Can I bring my own cake?' });
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('Yes, with a party package.');
    expect(screen.getByRole('link', { name: 'See packages' })).toHaveAttribute(
      'href',
      '/birthdays/packages/',
    );
    expect(screen.getByText('Yes, socks are required.')).not.toBeVisible();
  });

  it('skips and logs a question without an answer, or an empty question, while the rest stay', () => {
    const warn = spyOnWarnings();
    const props = faqAccordionSchema.parse({
      items: [
        entry('faqItem', { question: 'Unanswered?' }, 'faq-unanswered'),
        items[0],
        faqItem(' ', richTextField(paragraph('An answer to nothing.')), 'faq-blank'),
      ],
    });
    render(<FaqAccordion {...props} />);

    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Do I need socks to bowl?',
    ]);
    for (const id of ['faq-unanswered', 'faq-blank']) {
      expectSkipped(warn, { item: 'faqItem', id });
    }
  });

  it('is rejected when no valid question is left', () => {
    spyOnWarnings();
    expect(faqAccordionSchema.safeParse({ heading: 'FAQ', items: [] }).success).toBe(false);
    expect(faqAccordionSchema.safeParse({ heading: 'FAQ' }).success).toBe(false);
  });
});
