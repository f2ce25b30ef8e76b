/**
 * Where Raven stops writing its warnings: `:SuppressWarnings` in the .rvi turns WriteWarning off from the
 * line it is read on (g_suppress_warnings), so Raven_errors.txt then holds none of the warnings that follow.
 */
import { RAVEN_WARNINGS } from '../../grammar/ravenWarnings.js';
import type { Diagnostic } from '../ast/nodes.js';
import type { ModelFacts } from './facts.js';
import { lineOf } from './site.js';

/**
 * The functions outside ParseInput.cpp that ParseMainInputFile calls as it reads a line (`:OutputDump`,
 * `:DefineHRUGroups`, `:-->RedirectFlow`): their warnings are written while the .rvi is read.
 */
const CALLED_WHILE_RVI_READ = new Set([
  'CModel::AddModelOutputTime',
  'CModel::AddHRUGroup',
  'CHydroProcessABC::Redirect',
]);

/** The Raven warnings written while the .rvi is read, before the later files and the model's initialisation. */
const WRITTEN_WHILE_RVI_READ = new Set(
  RAVEN_WARNINGS.filter((w) => w.file === 'ParseInput.cpp' || CALLED_WHILE_RVI_READ.has(w.function)).map(
    (w) => w.id,
  ),
);

/** The `:SuppressWarnings` line of the .rvi (file and 1-based line), if the .rvi has one. */
export function suppressWarningsLine(model: ModelFacts): { file: string; line: number } | undefined {
  const ref = model.uses('rvi', ':SuppressWarnings')[0];
  return ref && { file: ref.file.doc.fileName, line: lineOf(ref.file, ref.command.line.start) };
}

/**
 * The diagnostic as Raven's warnings then are: one whose warning Raven writes after `:SuppressWarnings` is
 * read keeps its message, says so, and no longer predicts the line. Only a warning written while the .rvi is
 * read, for a line above `:SuppressWarnings`, is still written: one reported at an .rvi line but written later
 * (ROUTE_NONE with several subbasins, checked once the .rvh is read) is not.
 */
export function withSuppressedWarning(d: Diagnostic, at: { file: string; line: number }): Diagnostic {
  if (d.ravenWarning === undefined) return d;
  if (d.file === at.file && d.line < at.line && WRITTEN_WHILE_RVI_READ.has(d.ravenWarning)) return d;
  const rest = { ...d };
  delete rest.ravenWarning;
  return { ...rest, message: `${d.message} (Raven writes no warning: the .rvi has :SuppressWarnings)` };
}
