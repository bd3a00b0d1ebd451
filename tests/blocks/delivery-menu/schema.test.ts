import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { deliveryMenuSchema } from '@/blocks/delivery-menu/schema';
import { blockFor } from '@/blocks/registry';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';
import { TOTS, WINGS, menuFields } from './menuFixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('delivery menu block: schema', () => {
  it('reads the heading, the intro and the menu with its sections and items', () => {
    const props = deliveryMenuSchema.parse(menuFields());
    expect(props.heading).toBe('Our Delivery Menu');
    expect(props.menu).toMatchObject({
      title: 'Spark Kitchen',
      subtitle: 'Made to order.',
      legal: 'Prices vary by center.',
    });
    expect(props.menu.sections.map((section) => section.id)).toEqual(['starters', 'drinks']);
    const [wings, tots] = props.menu.sections[0]!.items;
    expect(wings).toEqual({
      name: 'Bone-In Wings',
      calories: undefined,
      price: undefined,
      description: 'Crispy wings in your sauce.',
      subItems: [
        { name: '6 pieces', calories: '430–620', price: [9.49, 10.49, 11.49] },
        { name: '12 pieces', calories: '860–1,240', price: [16.99, 17.99, 19.49] },
      ],
      extra: 'Boneless wings available at the same price.',
      options: [{ title: 'Sauces', items: ['Buffalo', 'Honey BBQ'] }],
    });
    expect(tots).toMatchObject({ calories: '1,150', price: [9.99, 10.99, 11.99] });
    expect(props.menu.sections[1]!.items[0]).toMatchObject({ calories: '0', subItems: [] });
  });

  it('logs and skips an item without three tier prices, and keeps the others', () => {
    const warn = spyOnWarnings();
    const bad = [
      { name: 'Two prices', price: [1, 2] },
      { name: 'Four prices', price: [1, 2, 3, 4] },
      { name: 'Negative', price: [-1, 2, 3] },
      { name: 'Fractions of cents', price: [1.005, 2, 3] },
      { name: 'Text prices', price: ['1', '2', '3'] },
      { name: 'No price', description: 'Nothing to pay?' },
      { name: '', price: [1, 2, 3] },
      { name: 'Bad calories', calories: 'lots', price: [1, 2, 3] },
      'not an item',
    ];
    const props = deliveryMenuSchema.parse(
      menuFields({ sections: [{ id: 'starters', title: 'Starters', items: [...bad, TOTS] }] }),
    );
    expect(props.menu.sections[0]!.items.map((item) => item.name)).toEqual(['Loaded Tots']);
    const skipped = loggedWith(warn, 'delivery menu item skipped');
    expect(skipped.map((entry) => entry.item)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(skipped.every((entry) => entry.section === 'starters')).toBe(true);
    expect(String(skipped[0]!.reason)).toContain('price');
  });

  it('logs and skips a sub-item’s bad price with its whole item', () => {
    const warn = spyOnWarnings();
    const props = deliveryMenuSchema.parse(
      menuFields({
        sections: [
          {
            id: 'starters',
            title: 'Starters',
            items: [{ ...WINGS, subItems: [{ name: '6 pieces', price: [9.49] }] }, TOTS],
          },
        ],
      }),
    );
    expect(props.menu.sections[0]!.items.map((item) => item.name)).toEqual(['Loaded Tots']);
    expect(loggedWith(warn, 'delivery menu item skipped')).toHaveLength(1);
  });

  it('logs and skips a section without a valid item, a bad section and a repeated id', () => {
    const warn = spyOnWarnings();
    const props = deliveryMenuSchema.parse(
      menuFields({
        sections: [
          { id: 'empty', title: 'Empty', items: [] },
          { id: 'broken', title: 'Broken', items: [{ name: 'No price' }] },
          { id: 'Not An Id', title: 'Bad id', items: [TOTS] },
          { id: 'starters', title: 'Starters', items: [TOTS] },
          { id: 'starters', title: 'Starters again', items: [TOTS] },
          null,
        ],
      }),
    );
    expect(props.menu.sections.map((section) => section.title)).toEqual(['Starters']);
    expect(loggedWith(warn, 'delivery menu section skipped')).toHaveLength(5);
  });

  it('refuses a menu with no valid section', () => {
    spyOnWarnings();
    for (const sections of [[], [{ id: 'drinks', title: 'Drinks', items: [{ name: 'Free' }] }]]) {
      const result = deliveryMenuSchema.safeParse(menuFields({ sections }));
      expect(result.success).toBe(false);
      expect(result.error?.message).toContain('at least one section with a valid item');
    }
  });

  it('refuses a menu that is not a menu document', () => {
    for (const menu of [undefined, null, 'menu', [], { title: 'No sections' }]) {
      expect(deliveryMenuSchema.safeParse({ ...menuFields(), menu }).success).toBe(false);
    }
  });

  it('refuses an entry without a heading', () => {
    expect(deliveryMenuSchema.safeParse({ ...menuFields(), heading: ' ' }).success).toBe(false);
  });

  it('lets the block refuse a bad entry, so the page leaves it out', () => {
    spyOnWarnings();
    const rendered = blockFor('deliveryMenu')!.render(
      menuFields({ sections: [] }),
      'menu',
      PUBLISHED_ENGLISH,
    );
    expect(rendered.ok).toBe(false);
  });

  it('drops empty optional texts', () => {
    const props = deliveryMenuSchema.parse(menuFields({ title: '', subtitle: ' ', legal: '' }));
    expect(props.menu.title).toBeUndefined();
    expect(props.menu.subtitle).toBeUndefined();
    expect(props.menu.legal).toBeUndefined();
  });
});
