// Lets a plain `node` child process of a test run the site's TypeScript modules: `@/` paths, the
// server-only marker as Vitest maps it (vitest.config.ts), and .ts files compiled one by one.
// Registered by tests/support/registerTypescript.mjs (`node --import`).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = new URL('../../', import.meta.url);

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') {
    return nextResolve(new URL('node_modules/server-only/empty.js', root).href, context);
  }
  const local = specifier.startsWith('@/')
    ? new URL(specifier.slice(2), root)
    : specifier.startsWith('.') && context.parentURL?.endsWith('.ts')
      ? new URL(specifier, context.parentURL)
      : undefined;
  if (local && !/\.[cm]?[jt]s$/.test(local.pathname)) {
    return { url: `${local.href}.ts`, shortCircuit: true };
  }
  return nextResolve(local?.href ?? specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const source = await readFile(fileURLToPath(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: fileURLToPath(url),
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
