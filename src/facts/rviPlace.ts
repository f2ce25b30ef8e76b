/**
 * Where a syntax diagnostic of the .rvi sits in Raven's reading order: the command on its line, and whether
 * Raven meets it before `:SoilModel`. Syntax diagnostics carry a file name, a line and a column only, so
 * they are placed by comparing lines with the commands of the reading order.
 */
import type { Diagnostic } from '../ast/nodes.js';
import type { ProjectFile } from '../project/project.js';
import type { ModelFacts } from './facts.js';
import type { CommandRef } from './readingOrder.js';
import { lineOf } from './site.js';

/** The 1-based line of a command as Raven reads it. */
export function refLine(ref: CommandRef): number {
  return lineOf(ref.file, ref.command.line.start);
}

/** The .rvi commands (in reading order) of the file a diagnostic names. */
function rviRefsIn(model: ModelFacts, fileName: string): CommandRef[] {
  return model.commands('rvi').filter((r) => r.file.doc.fileName === fileName);
}

/** The file of the .rvi reading order that a diagnostic names. */
export function rviFileOf(model: ModelFacts, d: Diagnostic): ProjectFile | undefined {
  return model.commands('rvi').find((r) => r.file.doc.fileName === d.file)?.file;
}

/** The .rvi command on the diagnostic's line, if Raven reads one there. */
export function rviCommandAt(model: ModelFacts, d: Diagnostic): CommandRef | undefined {
  return rviRefsIn(model, d.file).find((r) => refLine(r) === d.line);
}

/**
 * True when Raven meets the diagnostic's line before the first `:SoilModel` of the .rvi (when it has no model
 * yet). False when the model has no `:SoilModel` at all (then Raven cannot run anyway) or when the line is
 * not in the .rvi as Raven reads it.
 */
export function beforeSoilModelAt(model: ModelFacts, d: Diagnostic): boolean {
  const soil = model.rvi.byName.get(':SoilModel')?.[0];
  if (!soil) return false;
  const refs = rviRefsIn(model, d.file);
  if (refs.length === 0) return false;
  const next = refs.find((r) => refLine(r) >= d.line);
  // A diagnostic on a command's own line belongs to that command; one on a data line comes before the next.
  if (next) return refLine(next) === d.line ? next.index < soil.index : next.index <= soil.index;
  return refs[refs.length - 1].index < soil.index;
}

/** "line 12", or "line 12 of other.rvi" for a command of a file the .rvi redirects to. */
export function lineLabel(model: ModelFacts, ref: CommandRef): string {
  const base = model.commands('rvi')[0]?.file;
  const file = base && ref.file !== base ? ` of ${ref.file.doc.fileName}` : '';
  return `line ${refLine(ref)}${file}`;
}
