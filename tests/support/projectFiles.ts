import { readdirSync } from 'node:fs';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Every file below `folder` whose name matches `pattern`, as a path from the project root (so it
 * reads well in a test's name or failure).
 */
export function projectFiles(folder: string, pattern: RegExp): string[] {
  return readdirSync(path.join(PROJECT_ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return projectFiles(relative, pattern);
    return pattern.test(entry.name) ? [relative] : [];
  });
}
