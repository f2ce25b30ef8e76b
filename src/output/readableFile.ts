/** File-system checks shared by the output parsers. */
import { accessSync, constants, readFileSync, statSync } from 'node:fs';

/** True when the path is a regular file this process may read. */
export function isReadableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** The text of a file, or null when it is not a readable file. */
export function readTextIfExists(path: string): string | null {
  return isReadableFile(path) ? readFileSync(path, 'utf8') : null;
}
