/**
 * Tables whose end line Raven does not need at the end of a file: its loop for these blocks also stops at the
 * end of the file, so a table left open there reads as if closed, except that Raven's tokenizer hands the
 * last line over once more at the end of the file (see the structure rule open-table-at-end for what that
 * does to :SubBasins and :HRUs). Every other table loops until its end keyword and never ends at the end of a
 * file (Raven hangs or misreads), and a table left open before more commands swallows them as rows. Read from Raven 4.12's loops: ParseHRUFile.cpp (:SubBasins/:Conduits and
 * :HRUs check end_of_file; :HRUGroup, :SubBasinGroup, :LateralConnections, :HRUFlowLengths check eof);
 * ParseInitialConditionFile.cpp (:BasinStateVariables and :BasinTransportVariables stop at eof).
 */
import type { FileType } from '../../../grammar/types.js';

const AT_EOF: Partial<Record<FileType, ReadonlySet<string>>> = {
  rvh: new Set([
    ':SubBasins',
    ':Conduits',
    ':HRUs',
    ':HRUGroup',
    ':SubBasinGroup',
    ':LateralConnections',
    ':HRUFlowLengths',
  ]),
  rvc: new Set([':BasinStateVariables', ':BasinTransportVariables']),
};

/** True when Raven reads a table of this name left open at the end of the file as if it were closed. */
export function closedAtEndOfFile(fileType: FileType, name: string): boolean {
  return AT_EOF[fileType]?.has(name) ?? false;
}
