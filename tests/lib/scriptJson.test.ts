import { describe, expect, it } from 'vitest';
import { scriptJson } from '@/lib/scriptJson';

describe('scriptJson', () => {
  it('escapes everything that could end a script element, keeping the same JSON value', () => {
    const value = {
      name: '</script><script>alert("x")</script>',
      note: 'a & b <!-- \u2028 \u2029',
    };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
