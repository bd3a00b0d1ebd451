import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * Short formatted text (a lab card's heading or text) reduced to inline emphasis, paragraphs and
 * lists, with no attributes: nothing in it can run, link away or restyle the page.
 */
export function sanitizedHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'span'],
    allowedAttributes: {},
  });
}
