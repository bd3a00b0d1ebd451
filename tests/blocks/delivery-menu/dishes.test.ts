import { deliveryMenuDocument, withDish, type Dish } from '@/blocks/delivery-menu/menu';
import { spyOnWarnings } from '@/tests/support/log';

const DISHES = new Map<string, Dish>([
  [
    'food-item-loaded-nachos',
    {
      title: 'Loaded Nachos Grande',
      description: 'Tortilla chips piled with queso and seasoned beef.',
      calories: '1,650',
    },
  ],
  ['food-item-water', { title: 'Bottled Water' }],
]);

const itemOf = (item: Record<string, unknown>) =>
  deliveryMenuDocument.parse({ sections: [{ id: 'starters', title: 'Starters', items: [item] }] })
    .sections[0]!.items[0]!;

describe('a delivery menu item naming a food menu dish', () => {
  it('takes the dish’s name, description and calories, keeping its own prices and notes', () => {
    const item = itemOf({
      dish: 'food-item-loaded-nachos',
      price: [11.49, 12.49, 13.49],
      extra: 'Make it vegetarian with black beans.',
    });
    expect(withDish(item, DISHES)).toMatchObject({
      name: 'Loaded Nachos Grande',
      description: 'Tortilla chips piled with queso and seasoned beef.',
      calories: '1,650',
      price: [11.49, 12.49, 13.49],
      extra: 'Make it vegetarian with black beans.',
    });
  });

  it('keeps its own calories where the dish has none', () => {
    const item = itemOf({ dish: 'food-item-water', calories: 0, price: [1.99, 1.99, 2.49] });
    expect(withDish(item, DISHES)).toMatchObject({ name: 'Bottled Water', calories: '0' });
  });

  it('keeps its own name when its dish is not on the food menu, and is left out with none', () => {
    const warnings = spyOnWarnings();
    const named = itemOf({ dish: 'food-item-gone', name: 'Spark Nachos', price: [1, 2, 3] });
    expect(withDish(named, DISHES)?.name).toBe('Spark Nachos');
    expect(withDish(itemOf({ dish: 'food-item-gone', price: [1, 2, 3] }), DISHES)).toBeUndefined();
    expect(JSON.stringify(warnings.mock.calls)).toContain('food-item-gone');
  });

  it('needs a name or a dish', () => {
    spyOnWarnings();
    expect(() => itemOf({ price: [1, 2, 3] })).toThrow();
  });
});
