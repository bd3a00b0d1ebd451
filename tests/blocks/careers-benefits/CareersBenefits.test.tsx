// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CareersBenefits } from '@/blocks/careers-benefits/CareersBenefits';
import { careersBenefitsSchema } from '@/blocks/careers-benefits/schema';
import { asset, contentItem } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const benefit = (title: string, excerpt?: string) =>
  contentItem({
    title,
    ...(excerpt ? { excerpt } : {}),
    linkImage: asset({ fileName: 'benefit.svg', description: `${title} icon` }),
  });

const fields = {
  heading: 'Benefits for every crew member',
  benefits: [
    benefit('Health cover', 'Medical, dental and vision plans.'),
    benefit('Paid time off', 'Vacation and sick days, plus your birthday off.'),
  ],
};

afterEach(() => vi.restoreAllMocks());

function renderBlock() {
  render(<CareersBenefits {...careersBenefitsSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);
  return userEvent.setup();
}

const toggle = (name: string) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '')!;

describe('Careers benefits block', () => {
  it('starts with every card closed, its text held in the card the button controls', () => {
    renderBlock();
    const section = screen.getByRole('region', { name: 'Benefits for every crew member' });

    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    const health = toggle('Health cover');
    expect(health).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(health)).toHaveTextContent('Medical, dental and vision plans.');
    expect(health.closest('li')).toHaveAttribute('data-open', 'false');
  });

  it('opens a card on click and closes it on the next, each card on its own', async () => {
    const user = renderBlock();
    const health = toggle('Health cover');
    const timeOff = toggle('Paid time off');

    await user.click(health);
    expect(health).toHaveAttribute('aria-expanded', 'true');
    expect(health.closest('li')).toHaveAttribute('data-open', 'true');
    expect(timeOff).toHaveAttribute('aria-expanded', 'false');

    await user.click(timeOff);
    expect(health).toHaveAttribute('aria-expanded', 'true');
    expect(timeOff).toHaveAttribute('aria-expanded', 'true');

    await user.click(health);
    expect(health).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard: Tab to the card, Enter or Space', async () => {
    const user = renderBlock();
    await user.tab();
    expect(toggle('Health cover')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle('Health cover')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(toggle('Paid time off')).toHaveAttribute('aria-expanded', 'true');
  });

  it('skips a card with nothing to reveal and refuses an entry with none left', () => {
    const warn = spyOnWarnings();
    const props = careersBenefitsSchema.parse({
      ...fields,
      benefits: [benefit('Mystery'), ...fields.benefits],
    });
    expect(props.benefits.map((item) => item.title)).toEqual(['Health cover', 'Paid time off']);
    expect(warn).toHaveBeenCalled();
    expect(
      careersBenefitsSchema.safeParse({ ...fields, benefits: [benefit('Mystery')] }).success,
    ).toBe(false);
  });
});
