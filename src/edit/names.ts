/** Names as an edit may write them: one word Raven reads as the name, an ID a positive whole number. */
import { EditError } from './errors.js';
import { isIdKind, type EditKind } from './references.js';

/** Checks a new name of a kind, or throws an EditError naming the problem. */
export function checkName(kind: EditKind, name: string): void {
  if (isIdKind(kind)) {
    if (!/^\d+$/.test(name) || Number(name) <= 0)
      throw new EditError(`${kind} ID: must be a positive whole number; got ${JSON.stringify(name)}`);
    return;
  }
  // Raven splits lines at spaces, tabs and commas, and reads # as a comment and : as a command.
  if (!/^[^\s,#:][^\s,#]*$/.test(name))
    throw new EditError(
      `${kind} name: must be one word without spaces, commas or #, not starting with ':'; got ${JSON.stringify(name)}`,
    );
  if (name.toUpperCase() === '[NONE]' || name.toUpperCase() === '[DEFAULT]')
    throw new EditError(`${kind} name: ${name} is a word Raven reserves`);
}
