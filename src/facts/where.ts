/** Pointing a modeller at another place of the model in a message ("first defined on line 12 of x.rvh"). */
import { lineOf, type Site } from './site.js';

/** "line N" when `site` is in the file of `from`, else "line N of name" (the file's Raven name). */
export function whereIs(site: Site, from?: Site): string {
  const n = lineOf(site.file, site.offset);
  const line = `line ${n}`;
  if (from && from.file === site.file) return n === lineOf(from.file, from.offset) ? 'this line' : line;
  const name = site.file.ravenName.split(/[\\/]/).pop() ?? site.file.ravenName;
  return `${line} of ${name}`;
}
