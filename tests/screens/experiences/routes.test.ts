import { toExperiences } from '@/lib/cms/experiences';
import { experienceHref } from '@/lib/sitePaths';
import { findExperienceRoute, withOwnPage } from '@/screens/experiences/routes';
import { experienceEntry } from '@/tests/support/experiences';

const experiences = toExperiences([
  experienceEntry('bowling', 'Bowling', 'bowling'),
  experienceEntry('laser-tag', 'Laser Tag', 'laser-tag'),
  experienceEntry('leagues', 'Leagues', 'bowling'),
]);

describe('Learn More on an experience', () => {
  it('goes to /experiences/{slug}/, or /the-leagues/ for the leagues', () => {
    expect(experienceHref('laser-tag')).toBe('/experiences/laser-tag/');
    expect(experienceHref('leagues')).toBe('/the-leagues/');
  });
});

describe('/experiences/{slug}/', () => {
  it('shows the experience with that slug', () => {
    expect(findExperienceRoute('laser-tag', experiences)).toEqual({
      kind: 'experience',
      experience: experiences[1],
    });
  });

  it('sends the leagues to /the-leagues/', () => {
    expect(findExperienceRoute('leagues', experiences)).toEqual({
      kind: 'moved',
      path: '/the-leagues/',
    });
  });

  it('is missing for an unknown slug', () => {
    expect(findExperienceRoute('mini-golf', experiences)).toEqual({ kind: 'missing' });
    expect(findExperienceRoute('', experiences)).toEqual({ kind: 'missing' });
  });

  it('is built for every experience with a page of its own', () => {
    expect(withOwnPage(experiences).map((experience) => experience.slug)).toEqual([
      'bowling',
      'laser-tag',
    ]);
  });
});
