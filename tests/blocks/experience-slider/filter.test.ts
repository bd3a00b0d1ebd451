import {
  experiencesAt,
  experienceSliderHeading,
  type CenterVenuesById,
} from '@/blocks/experience-slider/filter';

/** An experience's card, at the venue of its own name unless said otherwise. */
const card = (slug: string, venue = slug) => ({ slug, venue });
const cards = [
  card('bowling'),
  card('arcade'),
  card('laser-tag'),
  card('escape-rooms'),
  card('leagues', 'bowling'),
];

const centers: CenterVenuesById = {
  '101': { name: 'Tempe', venues: ['bowling', 'arcade', 'laser-tag', 'escape-rooms'] },
  '211': { name: 'Albuquerque', venues: ['bowling', 'arcade'] },
  '999': { name: 'Nowhere', venues: [] },
};

const slugs = (list: { slug: string }[]) => list.map((card) => card.slug);

describe('the experiences at the chosen center', () => {
  it("keeps only the experiences at the center's venues, in order, with the center's name", () => {
    const result = experiencesAt(cards, centers, '211');
    expect(result.centerName).toBe('Albuquerque');
    expect(slugs(result.shown)).toEqual(['bowling', 'arcade', 'leagues']);
  });

  it('keeps every experience a center has every venue for', () => {
    expect(slugs(experiencesAt(cards, centers, '101').shown)).toEqual(slugs(cards));
  });

  it('lists every experience, without a center name, when no center is chosen', () => {
    const result = experiencesAt(cards, centers, undefined);
    expect(result.centerName).toBeUndefined();
    expect(slugs(result.shown)).toEqual(slugs(cards));
  });

  it('treats a center the site does not know as no choice', () => {
    for (const id of ['555', 'constructor', '__proto__']) {
      const result = experiencesAt(cards, centers, id);
      expect(result.centerName, id).toBeUndefined();
      expect(slugs(result.shown), id).toEqual(slugs(cards));
    }
  });

  it('is empty for a center with none of the venues', () => {
    expect(experiencesAt(cards, centers, '999')).toEqual({ centerName: 'Nowhere', shown: [] });
  });
});

describe('the experience slider heading', () => {
  it("reads 'Experiences at' the center or company name", () => {
    expect(experienceSliderHeading('Tempe')).toBe('Experiences at Tempe');
    expect(experienceSliderHeading('Spark Alley')).toBe('Experiences at Spark Alley');
  });
});
