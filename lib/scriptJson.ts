/**
 * JSON for an inline <script>: '<', '>' and '&' become \u escapes, so no content (a center named
 * '</script><script>…') can close the element or open a comment; line separators are escaped for
 * older parsers. The result is still plain JSON with the same value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
