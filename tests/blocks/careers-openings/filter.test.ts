import { applyHref, openingFromQuery } from '@/blocks/careers-openings/applyLink';
import { ANY, changed, choices, countMessage, matches } from '@/blocks/careers-openings/filter';

const OPENINGS = [
  {
    id: '1',
    state: 'Arizona',
    centerId: '101',
    centerName: 'Tempe',
    department: 'Events & Parties',
  },
  { id: '2', state: 'Texas', centerId: '251', centerName: 'Katy', department: 'Food & Beverage' },
  { id: '3', state: 'Texas', centerId: '256', centerName: 'Plano', department: 'Events & Parties' },
];
const shown = (filter: typeof ANY) =>
  OPENINGS.filter((opening) => matches(opening, filter)).map((opening) => opening.id);

describe('the openings filter', () => {
  it('shows every opening, then those of a state, a center and a role together', () => {
    expect(shown(ANY)).toEqual(['1', '2', '3']);
    expect(shown({ ...ANY, state: 'Texas' })).toEqual(['2', '3']);
    expect(shown({ ...ANY, center: '256' })).toEqual(['3']);
    expect(shown({ ...ANY, department: 'Events & Parties' })).toEqual(['1', '3']);
    expect(shown({ state: 'Texas', center: '', department: 'Events & Parties' })).toEqual(['3']);
  });

  it('clears the center when the state changes to one without it', () => {
    const atKaty = { state: 'Texas', center: '251', department: '' };
    expect(changed(OPENINGS, atKaty, { state: 'Arizona' })).toEqual({
      state: 'Arizona',
      center: '',
      department: '',
    });
    expect(changed(OPENINGS, atKaty, { department: 'Food & Beverage' })).toEqual({
      ...atKaty,
      department: 'Food & Beverage',
    });
    expect(changed(OPENINGS, ANY, { center: '101' })).toEqual({ ...ANY, center: '101' });
  });

  it('offers only states, centers and roles that have openings; centers of the chosen state', () => {
    expect(choices(OPENINGS, '')).toEqual({
      states: ['Arizona', 'Texas'],
      centers: [
        { id: '251', name: 'Katy' },
        { id: '256', name: 'Plano' },
        { id: '101', name: 'Tempe' },
      ],
      departments: ['Events & Parties', 'Food & Beverage'],
    });
    expect(choices(OPENINGS, 'Texas').centers.map((center) => center.name)).toEqual([
      'Katy',
      'Plano',
    ]);
  });

  it('counts what it shows', () => {
    expect(countMessage(1)).toBe('Showing 1 opening');
    expect(countMessage(0)).toBe('Showing 0 openings');
    expect(countMessage(14)).toBe('Showing 14 openings');
  });
});

describe('the Apply link', () => {
  const openings = [{ slug: 'party-host-tempe' }, { slug: 'line-cook-katy' }];

  it('carries the opening in the query and lands on the form', () => {
    expect(applyHref('party-host-tempe')).toBe('?opening=party-host-tempe#apply');
  });

  it('accepts only the slug of an opening on show', () => {
    expect(openingFromQuery('line-cook-katy', openings)).toEqual({
      kind: 'opening',
      opening: { slug: 'line-cook-katy' },
    });
    expect(openingFromQuery(null, openings)).toEqual({ kind: 'none' });
    expect(openingFromQuery('  ', openings)).toEqual({ kind: 'none' });
    for (const value of ['gone-opening', 'Party-Host', '<script>', 'a'.repeat(101), '../x']) {
      expect(openingFromQuery(value, openings), value).toEqual({ kind: 'unknown' });
    }
  });
});
