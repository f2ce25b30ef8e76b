/**
 * The command a syntax diagnostic is about, in any file of the model: syntax diagnostics carry a file name, a
 * line and a column only, so the command is found by the word that starts there.
 */
import type { Command, Diagnostic } from '../ast/nodes.js';
import { commandAt } from './commandAt.js';
import type { ModelFacts } from './facts.js';
import { offsetAt } from './site.js';

/** The command whose line has a word starting where the diagnostic does, with the word's index (0: the name). */
export function commandOfDiagnostic(
  model: ModelFacts,
  d: Diagnostic,
): { command: Command; word: number } | undefined {
  const file = model.project.files.find((f) => f.doc.fileName === d.file);
  if (!file) return undefined;
  const found = commandAt(file, offsetAt(file, d.line, d.column));
  return found && { command: found.at.command, word: found.word };
}
