import { describe, expect, it } from 'vitest';
import { rovingTarget } from '@/components/rovingFocus';

describe('rovingTarget', () => {
  it('moves along the row with the arrows of its direction, wrapping at both ends', () => {
    expect(rovingTarget('ArrowRight', 0, 4, 'horizontal')).toBe(1);
    expect(rovingTarget('ArrowRight', 3, 4, 'horizontal')).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 4, 'horizontal')).toBe(3);
    expect(rovingTarget('ArrowDown', 1, 3, 'vertical')).toBe(2);
    expect(rovingTarget('ArrowUp', 0, 3, 'vertical')).toBe(2);
  });

  it('goes to the ends with Home and End, and leaves other keys alone', () => {
    expect(rovingTarget('Home', 2, 4, 'horizontal')).toBe(0);
    expect(rovingTarget('End', 0, 4, 'vertical')).toBe(3);
    expect(rovingTarget('ArrowDown', 0, 4, 'horizontal')).toBeUndefined();
    expect(rovingTarget('Enter', 0, 4, 'vertical')).toBeUndefined();
  });
});
