/** Delivery menu fields as editors enter them, for the block's tests. */

export const WINGS = {
  name: 'Bone-In Wings',
  description: 'Crispy wings in your sauce.',
  subItems: [
    { name: '6 pieces', calories: '430-620', price: [9.49, 10.49, 11.49] },
    { name: '12 pieces', calories: '860–1,240', price: [16.99, 17.99, 19.49] },
  ],
  extra: 'Boneless wings available at the same price.',
  options: [{ title: 'Sauces', items: ['Buffalo', 'Honey BBQ'] }],
};

export const TOTS = {
  name: 'Loaded Tots',
  calories: 1150,
  price: [9.99, 10.99, 11.99],
  description: 'Tots under cheddar and bacon.',
};

export const menuFields = (menu: unknown = {}) => ({
  heading: 'Our Delivery Menu',
  intro: 'With the prices of your center.',
  menu: {
    title: 'Spark Kitchen',
    subtitle: 'Made to order.',
    sections: [
      { id: 'starters', title: 'Starters', items: [WINGS, TOTS] },
      {
        id: 'drinks',
        title: 'Drinks',
        items: [{ name: 'Water', calories: 0, price: [1, 1.5, 2] }],
      },
    ],
    legal: 'Prices vary by center.',
    ...(menu as object),
  },
});
