/** A checker host backed by the file system: paths relative to the model directory, files read as bytes. */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import type { CheckHost } from './host.js';

/** A host that reads the files around a model directory. */
export function fileHost(modelDir: string): CheckHost {
  const abs = (p: string) => (isAbsolute(p) ? p : join(modelDir, p));
  return {
    exists: (path) => existsSync(abs(path)),
    listDir: (path) => {
      try {
        return readdirSync(abs(path));
      } catch {
        return undefined;
      }
    },
    readText: async (path) => {
      try {
        return await readFile(abs(path), 'latin1');
      } catch {
        return undefined;
      }
    },
  };
}
