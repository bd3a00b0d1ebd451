import {
  categoryFromHash,
  categoryFromStoredPath,
  countMessage,
  filterReducer,
  initialFilterState,
  optionsOf,
  showsAll,
  visibleEvents,
  type FilterAction,
  type FilterState,
} from '@/blocks/event-packages-filter/filterState';

const CATEGORIES = [
  { slug: 'corporate-events', title: 'Corporate Events' },
  { slug: 'group-events', title: 'Group Events' },
  { slug: 'school-events', title: 'School Events' },
];

const events = [
  {
    id: 'team',
    categories: ['corporate-events', 'group-events'],
    subcategories: ['team-building'],
  },
  { id: 'clients', categories: ['corporate-events'], subcategories: ['client-appreciation'] },
  { id: 'trip', categories: ['school-events'], subcategories: ['field-trips'] },
  { id: 'grads', categories: ['school-events', 'group-events'], subcategories: ['graduation'] },
  { id: 'mixed', categories: ['group-events'], subcategories: ['team-building', 'fundraisers'] },
  { id: 'plain', categories: ['group-events'], subcategories: [] },
];

// The actions as the filter's buttons and the page's preselection dispatch them.
const selectCategory = (category: string): FilterAction => ({ type: 'selectCategory', category });
const selectSubcategory = (subcategory: string): FilterAction => ({
  type: 'selectSubcategory',
  subcategory,
});
const preselect = (category: string): FilterAction => ({ type: 'preselect', category });
const SHOW_ALL: FilterAction = { type: 'showAll' };

const run = (...actions: FilterAction[]) => actions.reduce(filterReducer, initialFilterState);
const ids = (state: FilterState) => visibleEvents(events, state).map((event) => event.id);

describe('event packages filter: state', () => {
  it('starts at All, with nothing chosen by the guest', () => {
    expect(initialFilterState).toEqual({ category: null, subcategory: null, chosen: false });
    expect(showsAll(initialFilterState)).toBe(true);
  });

  it('choosing a category sets it and clears the subcategory', () => {
    const state = run(selectSubcategory('team-building'), selectCategory('school-events'));
    expect(state).toEqual({ category: 'school-events', subcategory: null, chosen: true });
    expect(showsAll(state)).toBe(false);
  });

  it('choosing a subcategory sets it and clears the category', () => {
    const state = run(selectCategory('school-events'), selectSubcategory('graduation'));
    expect(state).toEqual({ category: null, subcategory: 'graduation', chosen: true });
  });

  it('choosing another category or subcategory replaces the last one', () => {
    expect(run(selectCategory('school-events'), selectCategory('group-events')).category).toBe(
      'group-events',
    );
    expect(run(selectSubcategory('graduation'), selectSubcategory('field-trips')).subcategory).toBe(
      'field-trips',
    );
  });

  it('All Events resets both', () => {
    for (const choice of [selectCategory('group-events'), selectSubcategory('graduation')]) {
      const state = run(choice, SHOW_ALL);
      expect(state).toEqual({ category: null, subcategory: null, chosen: true });
      expect(showsAll(state)).toBe(true);
    }
  });

  it('a preselect sets the category while the guest has chosen nothing', () => {
    expect(run(preselect('group-events'))).toEqual({
      category: 'group-events',
      subcategory: null,
      chosen: false,
    });
    // A later preselect (the hash changed before the stored category came) still applies.
    expect(run(preselect('group-events'), preselect('school-events')).category).toBe(
      'school-events',
    );
  });

  it('a preselect never overrides what the guest chose, All Events included', () => {
    const afterCategory = run(selectCategory('school-events'));
    expect(filterReducer(afterCategory, preselect('group-events'))).toBe(afterCategory);
    const afterSubcategory = run(selectSubcategory('graduation'));
    expect(filterReducer(afterSubcategory, preselect('group-events'))).toBe(afterSubcategory);
    const afterAll = run(SHOW_ALL);
    expect(filterReducer(afterAll, preselect('group-events'))).toBe(afterAll);
  });

  it('a guest choice after a preselect applies as usual', () => {
    expect(run(preselect('group-events'), selectSubcategory('field-trips'))).toEqual({
      category: null,
      subcategory: 'field-trips',
      chosen: true,
    });
  });
});

describe('event packages filter: visible events', () => {
  it('shows every event, in order, at All', () => {
    expect(ids(initialFilterState)).toEqual(['team', 'clients', 'trip', 'grads', 'mixed', 'plain']);
  });

  it('shows the events any of whose categories is the chosen one', () => {
    expect(ids(run(selectCategory('corporate-events')))).toEqual(['team', 'clients']);
    expect(ids(run(selectCategory('group-events')))).toEqual(['team', 'grads', 'mixed', 'plain']);
    expect(ids(run(selectCategory('school-events')))).toEqual(['trip', 'grads']);
  });

  it('shows the events any of whose subcategories is the chosen one', () => {
    expect(ids(run(selectSubcategory('team-building')))).toEqual(['team', 'mixed']);
    expect(ids(run(selectSubcategory('fundraisers')))).toEqual(['mixed']);
  });

  it('shows nothing for a category or subcategory no event has', () => {
    expect(ids(run(selectCategory('birthday-events')))).toEqual([]);
    expect(ids(run(selectSubcategory('weddings')))).toEqual([]);
  });

  it('matches whole slugs, not parts of them', () => {
    expect(ids(run(selectCategory('events')))).toEqual([]);
    expect(ids(run(selectSubcategory('team')))).toEqual([]);
  });

  it('keeps the events themselves, whatever else they carry', () => {
    const cards = [{ id: 'a', categories: ['group-events'], subcategories: [], card: 'A card' }];
    expect(visibleEvents(cards, initialFilterState)[0]).toBe(cards[0]);
  });
});

describe('event packages filter: buttons', () => {
  it('lists each category once, first seen first, with the title it was first seen with', () => {
    expect(
      optionsOf([
        [
          { slug: 'corporate-events', title: 'Corporate Events' },
          { slug: 'group-events', title: 'Group Events' },
        ],
        [{ slug: 'school-events', title: 'School Events' }],
        [
          { slug: 'group-events', title: 'Groups (renamed)' },
          { slug: 'corporate-events', title: 'Corporate Events' },
        ],
        [],
      ]),
    ).toEqual(CATEGORIES);
  });

  it('lists nothing when no event has any', () => {
    expect(optionsOf([])).toEqual([]);
    expect(optionsOf([[], []])).toEqual([]);
  });

  it('keeps only slug and title of what it is given', () => {
    const withMore = { slug: 'field-trips', title: 'Field Trips', description: 'Out and about' };
    expect(optionsOf([[withMore]])).toEqual([{ slug: 'field-trips', title: 'Field Trips' }]);
  });
});

describe('event packages filter: category from the hash', () => {
  it.each([
    ['#corporate-events', 'corporate-events'],
    ['#group-events', 'group-events'],
    ['#school-events', 'school-events'],
    ['school-events', 'school-events'],
    ['#School-Events', 'school-events'],
    ['#%73chool-events', 'school-events'],
  ])('%s preselects %s', (hash, category) => {
    expect(categoryFromHash(hash, CATEGORIES)).toBe(category);
  });

  it.each(['', '#', '#birthday-events', '#main-content', '#group', '#group-events/', '#%E0%A4%A'])(
    '%j preselects nothing',
    (hash) => {
      expect(categoryFromHash(hash, CATEGORIES)).toBeNull();
    },
  );

  it('only knows the categories it is given', () => {
    expect(categoryFromHash('#school-events', CATEGORIES.slice(0, 2))).toBeNull();
    expect(categoryFromHash('#group-events', [])).toBeNull();
  });
});

describe('event packages filter: category from the stored path', () => {
  it.each([
    ['/events/corporate-events', 'corporate-events'],
    ['/events/corporate-events/', 'corporate-events'],
    ['/events/group-events', 'group-events'],
    ['/events/group-events/', 'group-events'],
    ['/events/school-events', 'school-events'],
    ['/events/school-events/', 'school-events'],
  ])('%s preselects %s', (path, category) => {
    expect(categoryFromStoredPath(path, CATEGORIES)).toBe(category);
  });

  it.each([
    null,
    undefined,
    '',
    '/events/',
    '/events/birthday-events/',
    '/events/group-events/team-building-challenge/',
    '/events/school-events//',
    '/group-events/',
    'events/group-events',
    '/EVENTS/group-events',
    'https://www.example.com/events/group-events/',
    '/events/group-events/?ref=menu',
    '/events/group-events#top',
    '/blog/events/group-events',
  ])('%j preselects nothing', (path) => {
    expect(categoryFromStoredPath(path, CATEGORIES)).toBeNull();
  });

  it('only knows the categories it is given', () => {
    expect(categoryFromStoredPath('/events/school-events/', CATEGORIES.slice(0, 2))).toBeNull();
  });
});

describe('event packages filter: count', () => {
  it('says how many event packages are on show', () => {
    expect(countMessage(4)).toBe('Showing 4 event packages');
    expect(countMessage(1)).toBe('Showing 1 event package');
    expect(countMessage(0)).toBe('No event packages match');
  });
});
