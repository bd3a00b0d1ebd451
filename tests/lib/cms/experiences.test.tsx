// @vitest-environment jsdom
import path from 'node:path';
import { render } from '@testing-library/react';
import { Sections } from '@/blocks/Sections';
import { VENUE_KEYS } from '@/lib/centers/venues';
import { toExperiences } from '@/lib/cms/experiences';
import { localEntries } from '@/lib/cms/local';
import { createContentSource } from '@/lib/cms/source';
import { unresolvedLink } from '@/tests/support/entries';
import { loggedWith, spyOnErrors, spyOnWarnings } from '@/tests/support/log';
import { experienceEntry } from '@/tests/support/experiences';

afterEach(() => vi.restoreAllMocks());

describe('experience entries', () => {
  it('become experiences with their page address, the leagues at /the-leagues/', () => {
    const [bowling, leagues] = toExperiences([
      experienceEntry('bowling', 'Bowling', 'bowling', {
        goodFor: ['Families', 'Birthdays'],
        duration: 'About an hour',
        priceHint: 'From $6.99 per bowler',
      }),
      experienceEntry('leagues', 'Leagues', 'bowling'),
    ]);
    expect(bowling).toMatchObject({
      slug: 'bowling',
      title: 'Bowling',
      venue: 'bowling',
      path: '/experiences/bowling/',
      goodFor: ['Families', 'Birthdays'],
      duration: 'About an hour',
      priceHint: 'From $6.99 per bowler',
      sections: [],
      linkImage: { src: '/cms-assets/experience-bowling.svg', alt: 'Bowling artwork' },
    });
    expect(leagues?.path).toBe('/the-leagues/');
    expect(leagues?.goodFor).toEqual([]);
  });

  it('logs and leaves out an entry without fields, with an unknown venue or a bad slug', () => {
    const error = spyOnErrors();
    const experiences = toExperiences([
      unresolvedLink('experience-unpublished'),
      experienceEntry('skydiving', 'Skydiving', 'sky'),
      experienceEntry('Mini Golf', 'Mini Golf', 'bowling'),
      experienceEntry('arcade', 'Arcade', 'arcade'),
    ]);
    expect(experiences.map((experience) => experience.slug)).toEqual(['arcade']);
    expect(loggedWith(error, 'experience entry rejected').map((details) => details.id)).toEqual([
      'experience-unpublished',
      'experience-skydiving',
      'experience-Mini Golf',
    ]);
    expect(loggedWith(error, 'experience entry rejected')[1]?.reason).toMatch(/venue/);
  });

  it('keeps the first of two experiences with the same slug', () => {
    const error = spyOnErrors();
    const experiences = toExperiences([
      experienceEntry('arcade', 'Arcade', 'arcade'),
      {
        ...experienceEntry('arcade', 'Arcade Again', 'arcade'),
        sys: { id: 'dup', type: 'Entry', contentType: 'experience' },
      },
    ]);
    expect(experiences.map((experience) => experience.title)).toEqual(['Arcade']);
    expect(loggedWith(error, 'slug already taken')).toEqual([{ id: 'dup', slug: 'arcade' }]);
  });
});

describe('the embedded experiences', () => {
  const contentDir = path.join(process.cwd(), 'content');
  const source = createContentSource(localEntries(contentDir));

  it('all parse, one per venue and the leagues, each with its own artwork', async () => {
    const error = spyOnErrors();
    const entries = await source.entries('experience', { limit: 100 });
    const experiences = toExperiences(entries);
    expect(error).not.toHaveBeenCalled();
    expect(experiences).toHaveLength(entries.length);
    expect(new Set(experiences.map((experience) => experience.venue))).toEqual(new Set(VENUE_KEYS));
    expect(experiences.map((experience) => experience.slug)).toContain('leagues');
    for (const experience of experiences) {
      expect(experience.linkImage?.src, experience.slug).toBe(
        `/cms-assets/experience-${experience.slug}.svg`,
      );
      expect(experience.linkImage?.alt.length, experience.slug).toBeGreaterThan(20);
    }
  });

  it('render every section through its block', async () => {
    const warn = spyOnWarnings();
    for (const experience of toExperiences(await source.entries('experience', { limit: 100 }))) {
      render(<Sections sections={experience.sections} headingTaken />);
    }
    expect(loggedWith(warn, 'skipped')).toEqual([]);
    expect(loggedWith(warn, 'default block')).toEqual([]);
  });

  it("give every experience link of the home page's cards a page", async () => {
    const home = await source.page('home', 'page');
    const slugs = new Set(
      toExperiences(await source.entries('experience', { limit: 100 })).map((e) => e.path),
    );
    const links = JSON.stringify(home).match(/\/experiences\/[a-z-]+\//g) ?? [];
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(slugs, link).toContain(link);
  });
});
