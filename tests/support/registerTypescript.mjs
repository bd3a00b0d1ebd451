// `node --import ./tests/support/registerTypescript.mjs child.ts`: see typescriptLoader.mjs.
import { register } from 'node:module';

register('./typescriptLoader.mjs', import.meta.url);
