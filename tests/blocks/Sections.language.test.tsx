// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Sections } from '@/blocks/Sections';
import type { Entry } from '@/lib/cms/types';
import { entry } from '@/tests/support/entries';

/* A Spanish page tells screen readers which of its sections an editor has not translated yet. */

const inWords = (section: Entry, wordsLocale: string): Entry => ({
  ...section,
  sys: { ...section.sys, wordsLocale },
});

const spanish = { draft: false, locale: 'es' } as const;

it('marks a section whose words are all English as lang="en" on a Spanish page', () => {
  render(
    <Sections
      sections={[
        inWords(entry('heading', { heading: 'Planea tu visita' }), 'es-US'),
        inWords(entry('heading', { heading: 'Careers at the lanes' }), 'en-US'),
      ]}
      context={spanish}
    />,
  );
  const translated = screen.getByRole('heading', { name: 'Planea tu visita' });
  const untranslated = screen.getByRole('heading', { name: 'Careers at the lanes' });
  expect(translated.closest('[lang]')).toBeNull();
  expect(untranslated.closest('[lang]')).toHaveAttribute('lang', 'en');
});

it('leaves a section unmarked when one of the entries it shows is translated', () => {
  const card = inWords(entry('card', { title: 'Boliche' }), 'es-US');
  const section = inWords(entry('heading', { heading: 'Bowling', cards: [card] }), 'en-US');
  render(<Sections sections={[section]} context={spanish} />);
  expect(screen.getByRole('heading', { name: 'Bowling' }).closest('[lang]')).toBeNull();
});

it('marks nothing on an English page', () => {
  render(
    <Sections
      sections={[entry('heading', { heading: 'Plan your visit' })]}
      context={{ draft: false, locale: 'en' }}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Plan your visit' }).closest('[lang]')).toBeNull();
});

it('keeps the English anchor of a section whose heading is translated, just above it', () => {
  const section = inWords(entry('heading', { heading: 'Elige tu fiesta' }), 'es-US');
  const { container } = render(
    <Sections
      sections={[{ ...section, sys: { ...section.sys, defaultHeading: 'Choose your party' } }]}
      context={spanish}
    />,
  );
  const alias = container.querySelector('#choose-your-party');
  expect(alias).not.toBeNull();
  expect(alias?.nextElementSibling).toContainElement(
    screen.getByRole('heading', { name: 'Elige tu fiesta' }),
  );
});
