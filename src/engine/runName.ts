/**
 * The run name set by `:RunName` in an .rvi text, read with Raven's own token rules (spaces, tabs and
 * commas separate tokens; `#` starts a comment; only the second token counts; the last one wins;
 * `:End` stops reading). A small scan rather than the full parser: the engine layer needs only this
 * one value, and must work on any directory Raven accepts.
 */

/** The run name given by `:RunName` in .rvi text, or '' when there is none. */
export function readRunName(rviText: string): string {
  let name = '';
  for (const line of rviText.split(/\r?\n/)) {
    const tokens = line.split(/[ \t,\r]+/).filter((t) => t !== '');
    const first = tokens[0];
    if (first === undefined || first.startsWith('#')) continue;
    if (first === ':End') break;
    if (first === ':RunName' && tokens[1] !== undefined && !tokens[1].startsWith('#')) name = tokens[1];
  }
  return name;
}
