import {
  OFFERED_STATES,
  centerOptionGroups,
  centersByState,
  directoryGroups,
  offeredState,
  stateCode,
} from '@/lib/centers';
import { aCenter } from '@/tests/support/centers';

const center = (id: string, name: string, state: string) => aCenter(id, name, { state });

describe('OFFERED_STATES', () => {
  it('lists the sixteen offered states, in order, with their postal codes', () => {
    expect(OFFERED_STATES.map((state) => `${state.code} ${state.name}`)).toEqual([
      'AZ Arizona',
      'CO Colorado',
      'DE Delaware',
      'FL Florida',
      'GA Georgia',
      'IL Illinois',
      'KS Kansas',
      'KY Kentucky',
      'LA Louisiana',
      'MD Maryland',
      'MO Missouri',
      'NM New Mexico',
      'OH Ohio',
      'OK Oklahoma',
      'TN Tennessee',
      'TX Texas',
    ]);
  });

  it('recognises a state by name or code, whatever the case, but not Indiana', () => {
    expect(offeredState('new mexico')?.code).toBe('NM');
    expect(offeredState(' TX ')?.name).toBe('Texas');
    expect(offeredState('Indiana')).toBeUndefined();
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

  it('groups by state sorted by title, each group sorted by center name', () => {
    expect(
      centersByState(centers).map((group) => [group.state, group.centers.map((c) => c.name)]),
    ).toEqual([
      ['Arizona', ['Chandler', 'Tempe']],
      ['New Mexico', ['Albuquerque']],
      ['Texas', ['Arlington', 'San Antonio']],
    ]);
  });

  it('leaves centers of a state with no option, such as Indiana, out of every group', () => {
    const grouped = centersByState(centers).flatMap((group) => group.centers.map((c) => c.id));
    expect(grouped).not.toContain('271');
    expect(grouped).toHaveLength(centers.length - 1);
  });

  it('makes no group for a state without centers and does not reorder its input', () => {
    const input = [center('2', 'Zeta', 'Ohio'), center('1', 'Alpha', 'Ohio')];
    expect(centersByState(input)).toEqual([
      { state: 'Ohio', code: 'OH', centers: [input[1], input[0]] },
    ]);
    expect(input.map((c) => c.name)).toEqual(['Zeta', 'Alpha']);
  });
});

describe('centerOptionGroups and directoryGroups', () => {
  const centers = [
    center('271', 'Fishers', 'Indiana'),
    center('255', 'San Antonio', 'Texas'),
    center('272', 'Carmel', 'Indiana'),
    center('101', 'Tempe', 'AZ'),
  ];

  it('hand a select only ids and names, grouped like centersByState', () => {
    expect(centerOptionGroups(centers)).toEqual([
      { state: 'Arizona', centers: [{ id: '101', name: 'Tempe' }] },
      { state: 'Texas', centers: [{ id: '255', name: 'San Antonio' }] },
    ]);
  });

  it('list every center in the directory, states without an option last under their name', () => {
    expect(
      directoryGroups(centers).map((group) => [
        group.state,
        group.code,
        group.centers.map((c) => c.name),
      ]),
    ).toEqual([
      ['Arizona', 'AZ', ['Tempe']],
      ['Texas', 'TX', ['San Antonio']],
      ['Indiana', 'Indiana', ['Carmel', 'Fishers']],
    ]);
  });
});

describe('stateCode', () => {
  it('shows an offered state by its code, however the editor wrote it, and any other as written', () => {
    expect(stateCode('Oklahoma')).toBe('OK');
    expect(stateCode(' ok ')).toBe('OK');
    expect(stateCode('Indiana')).toBe('Indiana');
  });
});
