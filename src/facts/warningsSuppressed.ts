/**
 * Where Raven stops writing its warnings: `:SuppressWarnings` in the .rvi turns WriteWarning off from the
 * line it is read on (g_suppress_warnings), so Raven_errors.txt then holds none of the warnings that follow.
 */
import type { Diagnostic } from '../ast/nodes.js';
import type { ModelFacts } from './facts.js';
import { lineOf } from './site.js';

/** The `:SuppressWarnings` line of the .rvi (file and 1-based line), if the .rvi has one. */
export function suppressWarningsLine(model: ModelFacts): { file: string; line: number } | undefined {
  const ref = model.uses('rvi', ':SuppressWarnings')[0];
  return ref && { file: ref.file.doc.fileName, line: lineOf(ref.file, ref.command.line.start) };
}

/**
 * The diagnostic as Raven's warnings then are: one whose warning Raven writes after `:SuppressWarnings` is
 * read (any file but the .rvi lines above it) keeps its message, says so, and no longer predicts the line.
 */
export function withSuppressedWarning(d: Diagnostic, at: { file: string; line: number }): Diagnostic {
  if (d.ravenWarning === undefined || (d.file === at.file && d.line < at.line)) return d;
  const rest = { ...d };
  delete rest.ravenWarning;
  return { ...rest, message: `${d.message} (Raven writes no warning: the .rvi has :SuppressWarnings)` };
}
