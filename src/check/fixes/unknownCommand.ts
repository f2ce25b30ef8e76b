/** Unknown commands (RV005) that are legacy names: the message says what became of them, the fix renames. */
import { commandMigration, type Migration } from '../../../grammar/migrations.js';
import type { Diagnostic } from '../../ast/nodes.js';
import { fileOf, lineAt, offsetOf, wordAt } from '../fixEdits.js';
import type { ModelFacts } from '../../facts/facts.js';
import type { ProjectFile } from '../../project/project.js';
import type { FindingFix } from '../rule.js';
import { dataBlockFix, endOf } from './dataBlock.js';
import { monthlyTableFix } from './monthlyTable.js';

function migrationOf(d: Diagnostic, model: ModelFacts): Migration | undefined {
  const file = fileOf(model, d);
  if (!file) return undefined;
  const word = wordAt(file, offsetOf(file, d));
  return commandMigration(file.fileType, file.text.slice(word.offset, word.offset + word.length));
}

/** The diagnostic of an unknown command, with what became of it when it is a legacy name. */
export function withCommandMigration(d: Diagnostic, model: ModelFacts): Diagnostic {
  const m = migrationOf(d, model);
  return m ? { ...d, message: `${d.message}: ${m.note} (Raven ${m.since})` } : d;
}

/** The rename of an unknown command that is a legacy name with a successor. */
export function unknownCommandFix(d: Diagnostic, model: ModelFacts): FindingFix | undefined {
  const m = migrationOf(d, model);
  const file = fileOf(model, d);
  if (m && file && m.rewrite === 'data-block') return dataBlockFix(file, offsetOf(file, d), m);
  // A retired command that never did anything: its line goes.
  if (m && file && m.rewrite === 'delete-block') return deleteBlockFix(file, offsetOf(file, d), m);
  if (m && file && m.rewrite === 'monthly-table') return monthlyTableFix(file, offsetOf(file, d), m, model);
  if (m && file && m.rewrite === 'delete') {
    return {
      message: `${m.legacy} removed (it did nothing; retired in Raven ${m.since})`,
      edits: [{ at: lineAt(file, offsetOf(file, d)), newText: '' }],
    };
  }
  if (!m || !file || m.rewrite !== 'rename' || !m.modern) return undefined;
  return {
    message: `${m.legacy} → ${m.modern} (renamed in Raven ${m.since})`,
    edits: [{ at: wordAt(file, offsetOf(file, d)), newText: m.modern }],
  };
}

/**
 * A retired block whose values no Raven ever used (`:StationElevations` … `:EndStationElevations`): its lines
 * go, from the command to its end line, when the end follows the data rows.
 */
function deleteBlockFix(file: ProjectFile, offset: number, m: Migration): FindingFix | undefined {
  if (!m.end) return undefined;
  const end = endOf(file.text, offset, (w) => w === m.end);
  if (end < 0) return undefined;
  const first = lineAt(file, offset);
  const last = lineAt(file, end);
  return {
    message: `${m.legacy} … ${m.end} removed (its values were never used; retired in Raven ${m.since})`,
    edits: [
      { at: { file, offset: first.offset, length: last.offset + last.length - first.offset }, newText: '' },
    ],
  };
}
