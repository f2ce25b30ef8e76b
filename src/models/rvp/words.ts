/**
 * Writing names and table cells of .rvp files as single Raven words: the engine splits lines at spaces, tabs
 * and commas, drops the rest of a line at a word starting with `#`, and skips a line whose first word starts
 * with `#` or `*`, so a name holding any of those would be misread.
 */
const SEPARATOR = /[\s,]/;

/** A class, profile or parameter name as one Raven word; throws when Raven would read it otherwise. */
export function nameWord(text: string, what: string): string {
  if (text === '' || SEPARATOR.test(text) || text.startsWith('#') || text.startsWith('*'))
    throw new Error(
      `cannot write ${what} '${text}': Raven reads one word (not empty, no spaces, tabs or commas, ` +
        `not starting with # or *)`,
    );
  return text;
}

/** A name that starts a table row: also must not start with `:` (Raven would read a command). */
export function rowNameWord(text: string, what: string): string {
  if (text.startsWith(':')) throw new Error(`cannot write ${what} '${text}': a row cannot start with ':'`);
  return nameWord(text, what);
}

/** A table row: its words joined by spaces, with a line end. */
export function row(words: readonly string[]): string {
  return `${words.join(' ')}\n`;
}
