import { centerTitleOptions, optionsOf, withOptions } from '@/forms/enquiries/options';
import { groupEventDefinition } from '@/forms/enquiries/group-event/definition';
import { showcaseDefinition } from '@/forms/enquiries/showcase/definition';

const groups = [
  {
    state: 'Arizona',
    centers: [
      { id: '103', name: 'Chandler' },
      { id: '102', name: 'Tempe' },
    ],
  },
  {
    state: 'Texas',
    centers: [
      { id: '251', name: 'Katy' },
      { id: '258', name: 'The Woodlands' },
    ],
  },
];

describe('the Location choices by title', () => {
  it('are the centers grouped by state, in the groups’ order, label and value the title', () => {
    expect(centerTitleOptions(groups)).toEqual([
      { label: 'Chandler', value: 'Chandler', group: 'Arizona' },
      { label: 'Tempe', value: 'Tempe', group: 'Arizona' },
      { label: 'Katy', value: 'Katy', group: 'Texas' },
      { label: 'The Woodlands', value: 'The Woodlands', group: 'Texas' },
    ]);
    expect(centerTitleOptions([])).toEqual([]);
  });

  it('are added to the named field only, after the options it has', () => {
    const centers = centerTitleOptions(groups);
    const group = withOptions(groupEventDefinition, 'Location', centers);
    expect(group.find((field) => field.name === 'Location')?.options).toEqual(centers);
    expect(group.filter((field) => field.name !== 'Location')).toEqual(
      groupEventDefinition.filter((field) => field.name !== 'Location'),
    );
    const showcase = withOptions(showcaseDefinition, 'Preferred Location', centers);
    expect(showcase.find((field) => field.name === 'Preferred Location')?.options).toEqual([
      ...optionsOf(['No Preference']),
      ...centers,
    ]);
    // The constant definitions are never changed.
    expect(groupEventDefinition.find((field) => field.name === 'Location')?.options).toEqual([]);
  });
});
