import { describe, expect, it } from 'vitest';
import { sanitizedHtml } from '@/lib/html';

describe('sanitizedHtml', () => {
  it('keeps paragraphs, emphasis and lists', () => {
    const html = '<p>How to <strong>Bowl</strong> <em>like</em> a boss</p><ul><li>one</li></ul>';
    expect(sanitizedHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, links and styles', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><a href="javascript:x">link</a><img src=x onerror=y></p>';
    expect(sanitizedHtml(html)).toBe('<p>Hilink</p>');
  });
});
