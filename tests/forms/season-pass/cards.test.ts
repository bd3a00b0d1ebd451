import { seasonPassMessages } from '@/forms/season-pass/messages';
import {
  CARD_NUMBER_LENGTH,
  MAX_CARDS,
  canAddCard,
  cardLimitMessage,
  maskCardNumber,
  passNumbersOf,
  removeCard,
} from '@/forms/season-pass/cards';
import { cardsRule } from '@/forms/season-pass/schema';

const cards = (...numbers: string[]) => numbers.map((number) => ({ number }));

function issues(value: { number: string }[]) {
  const result = cardsRule.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

describe('the card number mask', () => {
  it('keeps digits only, at most 11', () => {
    expect(CARD_NUMBER_LENGTH).toBe(11);
    for (const [typed, masked] of [
      ['12345678901', '12345678901'],
      ['1234 5678 901', '12345678901'],
      ['1234-5678-9012-345', '12345678901'],
      ['abc', ''],
      ['a1b2c3', '123'],
      ['١٢٣', ''],
    ] as const) {
      expect(maskCardNumber(typed), typed).toBe(masked);
    }
  });
});

describe('the card limit', () => {
  it('allows adding up to 10 cards and no more', () => {
    expect(MAX_CARDS).toBe(10);
    expect(canAddCard(0)).toBe(true);
    expect(canAddCard(9)).toBe(true);
    expect(canAddCard(10)).toBe(false);
    expect(canAddCard(11)).toBe(false);
  });

  it('counts the cards in the limit message', () => {
    expect(cardLimitMessage(1)).toBe('Limit of 10 cards on one registration form: (1/10)');
    expect(cardLimitMessage(10)).toBe('Limit of 10 cards on one registration form: (10/10)');
    expect(cardLimitMessage(0)).toBe('Limit of 10 cards on one registration form: (0/10)');
  });
});

describe('removing a card', () => {
  it('takes out the chosen card and keeps the order of the others', () => {
    expect(removeCard(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeCard(['a', 'b', 'c'], 0)).toEqual(['b', 'c']);
    expect(removeCard(['a', 'b'], 1)).toEqual(['a']);
  });

  it('clears the list when only one card remains', () => {
    expect(removeCard(['a'], 0)).toEqual([]);
    expect(removeCard([], 0)).toEqual([]);
  });
});

describe('the cards rule', () => {
  it('accepts 11-digit cards and ignores empty inputs among them', () => {
    expect(issues(cards('12345678901'))).toEqual([]);
    expect(issues(cards('', '12345678901', ''))).toEqual([]);
  });

  it('flags each card that is not 11 digits, with the documented message', () => {
    expect(issues(cards('123', '12345678901', '1234567890a'))).toEqual([
      { path: [0, 'number'], message: seasonPassMessages.cardNumber },
      { path: [2, 'number'], message: seasonPassMessages.cardNumber },
    ]);
    expect(seasonPassMessages.cardNumber).toBe(
      'Card numbers must be 11 digits and may only contain numbers 0-9.',
    );
  });

  it('asks for at least one card when there is none or only empty ones', () => {
    const atLeastOne = [
      {
        path: [],
        message: 'You must enter at least one Season Pass card number to register.',
      },
    ];
    expect(issues([])).toEqual(atLeastOne);
    expect(issues(cards(''))).toEqual(atLeastOne);
    expect(issues(cards('', ' '))).toEqual(atLeastOne);
  });

  it('refuses more than 10 cards with the count in the message', () => {
    const eleven = cards(...Array.from({ length: 11 }, (_, i) => String(10000000001 + i)));
    expect(issues(eleven)).toEqual([
      { path: [], message: 'Limit of 10 cards on one registration form: (11/10)' },
    ]);
    expect(issues(eleven.slice(0, 10))).toEqual([]);
  });
});

describe('the pass numbers of the cards', () => {
  it('are the filled cards, each once, in order', () => {
    expect(passNumbersOf(cards('22222222222', '', '11111111111', '22222222222'))).toEqual([
      '22222222222',
      '11111111111',
    ]);
    expect(passNumbersOf([])).toEqual([]);
  });
});
