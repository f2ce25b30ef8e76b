/** Finding the `.rvkitrc.json` that applies to a model: in its directory, or the nearest parent that has one. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** The name of rvkit's settings file. */
export const RC_FILE = '.rvkitrc.json';

/** The nearest `.rvkitrc.json` at or above a directory, with its text, or undefined. */
export async function findRcFile(dir: string): Promise<{ path: string; text: string } | undefined> {
  for (let d = resolve(dir); ; d = dirname(d)) {
    const path = join(d, RC_FILE);
    if (existsSync(path)) return { path, text: await readFile(path, 'utf8') };
    if (dirname(d) === d) return undefined;
  }
}
