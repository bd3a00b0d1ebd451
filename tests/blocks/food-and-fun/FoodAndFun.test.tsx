// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { PUBLISHED_ENGLISH as context } from '@/blocks/defineBlock';
import { FoodAndFun } from '@/blocks/food-and-fun/FoodAndFun';
import { foodAndFunSchema } from '@/blocks/food-and-fun/schema';
import { asset, navLink } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const fields = {
  heading: 'Pizza + $20 Game Card',
  text: 'A large one-topping pizza with a $20 Game Card for the arcade.',
  image: asset({ fileName: 'delivery-food-and-fun.svg', description: 'A pizza and a game card' }),
  cta: navLink('Find Your Center', '/locations/'),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('food and fun block', () => {
  it('shows the promotion: heading, text, image and its button', () => {
    render(<FoodAndFun {...foodAndFunSchema.parse(fields)} context={context} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Pizza + $20 Game Card' });
    expect(heading).toBeVisible();
    expect(screen.getByRole('region', { name: 'Pizza + $20 Game Card' })).toHaveAttribute(
      'id',
      'pizza--20-game-card',
    );
    expect(screen.getByText(/one-topping pizza/)).toBeVisible();
    expect(screen.getByRole('img', { name: 'A pizza and a game card' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find Your Center' })).toHaveAttribute(
      'href',
      '/locations/',
    );
  });

  it('draws each plus of the heading as a bubble, keeping the heading’s words', () => {
    const { container } = render(
      <FoodAndFun {...foodAndFunSchema.parse(fields)} context={context} />,
    );
    expect(container.querySelectorAll('.plus')).toHaveLength(1);
    render(<FoodAndFun {...foodAndFunSchema.parse({ heading: 'Wings' })} context={context} />);
    expect(screen.getByRole('heading', { name: 'Wings' })).toBeVisible();
  });

  it('renders with the heading alone, and drops an unsafe button', () => {
    spyOnWarnings();
    render(
      <FoodAndFun
        {...foodAndFunSchema.parse({ heading: 'Pizza', cta: navLink('Go', 'javascript:alert(1)') })}
        context={context}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pizza' })).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses an entry without a heading', () => {
    expect(foodAndFunSchema.safeParse({ ...fields, heading: ' ' }).success).toBe(false);
  });
});
