import { z } from 'zod/mini';
import { seasonPassRegistration } from '@/lib/platform/schemas';
import { validSeasonPass } from '@/tests/support/platformBodies';

/* What the season pass request schema tells a client that sends what the form never would. */

const messagesFor = (changes: Record<string, unknown>) => {
  const result = z.safeParse(seasonPassRegistration, { ...validSeasonPass, ...changes });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

it('counts the cards sent in the limit message', () => {
  const cards = Array.from({ length: 11 }, (_, index) => `100000000${String(index + 10)}`);
  expect(messagesFor({ passNumbers: cards })).toEqual([
    'Limit of 10 cards on one registration form: (11/10)',
  ]);
});

it('says a card list that is no list is no list, and nothing about its count', () => {
  expect(messagesFor({ passNumbers: '20000000001' })).toEqual([
    'Invalid input: expected array, received string',
  ]);
});

it('says a name of spaces is required once', () => {
  expect(messagesFor({ firstName: '   ' })).toEqual(['This field is required']);
});
