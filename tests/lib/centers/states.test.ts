import {
  US_STATES,
  centerOptionGroups,
  centerTitle,
  centersByState,
  stateCode,
  usState,
} from '@/lib/centers/states';
import { aCenter } from '@/tests/support/centers';

const center = (id: string, name: string, state: string) => aCenter(id, name, { state });

describe('usState', () => {
  it('knows the fifty states and DC by name or code, whatever the case or spacing', () => {
    expect(US_STATES).toHaveLength(51);
    expect(usState('new  mexico')?.code).toBe('NM');
    expect(usState(' TX ')?.name).toBe('Texas');
    expect(usState('in')?.name).toBe('Indiana');
    expect(usState('Indiana')?.code).toBe('IN');
    expect(usState('Texarkana')).toBeUndefined();
  });
});

describe('centersByState', () => {
  const centers = [
    center('255', 'San Antonio', 'Texas'),
    center('271', 'Fishers', 'Indiana'),
    center('101', 'Tempe', 'Arizona'),
    center('252', 'Arlington', 'Texas'),
    center('211', 'Albuquerque', 'New Mexico'),
    center('102', 'Chandler', 'AZ'),
  ];

  it('puts every center under its state, states sorted by title, centers by name', () => {
    expect(
      centersByState(centers).map((group) => [
        group.state,
        group.code,
        group.centers.map((c) => c.name),
      ]),
    ).toEqual([
      ['Arizona', 'AZ', ['Chandler', 'Tempe']],
      ['Indiana', 'IN', ['Fishers']],
      ['New Mexico', 'NM', ['Albuquerque']],
      ['Texas', 'TX', ['Arlington', 'San Antonio']],
    ]);
  });

  it('leaves no center out: Indiana is a state like any other', () => {
    const grouped = centersByState(centers).flatMap((group) => group.centers.map((c) => c.id));
    expect(grouped.toSorted()).toEqual(centers.map((c) => c.id).toSorted());
  });

  it('makes no group for a state without centers and does not reorder its input', () => {
    const input = [center('2', 'Zeta', 'Ohio'), center('1', 'Alpha', 'Ohio')];
    expect(centersByState(input)).toEqual([
      { state: 'Ohio', code: 'OH', centers: [input[1], input[0]] },
    ]);
    expect(input.map((c) => c.name)).toEqual(['Zeta', 'Alpha']);
  });

  it('groups any center-like data, such as the delivery islands get', () => {
    const plain = [
      { id: '2', name: 'Tulsa', state: 'Oklahoma' },
      { id: '1', name: 'Fort Wayne', state: 'Indiana' },
    ];
    expect(centersByState(plain).map((group) => group.state)).toEqual(['Indiana', 'Oklahoma']);
  });
});

describe('centerOptionGroups', () => {
  it('hands a select only ids and names, grouped like centersByState', () => {
    const centers = [
      center('271', 'Fishers', 'Indiana'),
      center('255', 'San Antonio', 'Texas'),
      center('272', 'Fort Wayne', 'Indiana'),
      center('101', 'Tempe', 'AZ'),
    ];
    expect(centerOptionGroups(centers)).toEqual([
      { state: 'Arizona', centers: [{ id: '101', name: 'Tempe' }] },
      {
        state: 'Indiana',
        centers: [
          { id: '271', name: 'Fishers' },
          { id: '272', name: 'Fort Wayne' },
        ],
      },
      { state: 'Texas', centers: [{ id: '255', name: 'San Antonio' }] },
    ]);
  });
});

describe('stateCode and centerTitle', () => {
  it('show a state by its postal code, however the editor wrote it', () => {
    expect(stateCode('Oklahoma')).toBe('OK');
    expect(stateCode(' ok ')).toBe('OK');
    expect(stateCode('Indiana')).toBe('IN');
  });

  it('write a center one way: its name and its state code', () => {
    expect(centerTitle(center('256', 'Plano', 'Texas'))).toBe('Plano, TX');
    expect(centerTitle({ name: 'Fishers', state: 'IN' })).toBe('Fishers, IN');
  });
});
