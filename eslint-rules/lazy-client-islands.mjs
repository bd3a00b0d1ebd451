import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];
const CLIENT_DIRECTIVE = /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/;

function resolveProjectFile(source, importer, root) {
  let base;
  if (source.startsWith('@/')) base = path.join(root, source.slice(2));
  else if (source.startsWith('.')) base = path.resolve(path.dirname(importer), source);
  else return undefined;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));
}

const isClientModule = (file) => CLIENT_DIRECTIVE.test(readFileSync(file, 'utf8'));

/**
 * A block's server component may reach client code only through a `.lazy.tsx` module (next/dynamic),
 * so that a page downloads the client code of the blocks it renders and no other
 * (docs/decisions/0013-client-code-per-block.md). The option `shared` lists the client modules
 * every page downloads anyway (the site's link, which the header renders), imported directly.
 */
export const lazyClientIslands = {
  meta: {
    type: 'problem',
    messages: {
      direct:
        "'{{source}}' is client code: import it through a .lazy.tsx module (next/dynamic) so that only pages rendering this block download it.",
    },
    schema: [
      {
        type: 'object',
        properties: { shared: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.filename;
    if (file.endsWith('.lazy.tsx') || isClientModule(file)) return {};
    const root = context.cwd;
    const shared = new Set((context.options[0]?.shared ?? []).map((name) => path.join(root, name)));
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        if (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))
          return;
        const target = resolveProjectFile(node.source.value, file, root);
        if (
          target &&
          !target.endsWith('.lazy.tsx') &&
          !shared.has(target) &&
          isClientModule(target)
        )
          context.report({ node, messageId: 'direct', data: { source: node.source.value } });
      },
    };
  },
};

const plugin = { rules: { 'lazy-client-islands': lazyClientIslands } };
export default plugin;
