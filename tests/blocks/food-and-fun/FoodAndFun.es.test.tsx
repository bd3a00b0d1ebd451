// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { FoodAndFun } from '@/blocks/food-and-fun/FoodAndFun';
import { foodAndFunSchema } from '@/blocks/food-and-fun/schema';

it('heads the promotion with its Spanish eyebrow on a Spanish page', () => {
  render(
    <FoodAndFun
      {...foodAndFunSchema.parse({ heading: 'Pizza + Tarjeta de juegos de $20' })}
      context={{ draft: false, locale: 'es' }}
    />,
  );
  expect(screen.getByText('Comida + Diversión')).toBeVisible();
  expect(screen.queryByText('Food + Fun')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
    'Pizza + Tarjeta de juegos de $20',
  );
});
