/**
 * The rewrite of a deprecated `:InitialConditions SV` block (one value per HRU, in the order of the :HRUs
 * table) as the `:HRUStateVariableTable` Raven 4.12 asks for, with the same values in the same HRUs.
 *
 * Raven 4.12 (ParseInitialConditionFile.cpp, case of :InitialConditions) reads the values of the lines below
 * the header, whatever their layout, until it has one per HRU, and gives the k-th value to the k-th HRU; the
 * table (case of :HRUStateVariableTable) gives each row's value to the HRU of that ID. The two set the same
 * values when the block holds exactly one value per HRU, the state variable is one Raven recognises (an
 * unknown one makes the old block skip its values and the table ignore its column) and is not GLACIER_ICE
 * (which the table ignores when no glacier process exists, the old block does not). Anything else (a count
 * that differs, an inline comment among the values, a duplicate HRU ID) has no certain rewrite.
 */
import { STATE_VARIABLE_NAMES } from '../../../grammar/stateVariables.js';
import type { Command } from '../../ast/nodes.js';
import { lineEndOf } from '../fixEdits.js';
import type { ModelFacts } from '../../facts/facts.js';
import type { CommandRef } from '../../facts/readingOrder.js';
import { wordSite } from '../../facts/site.js';
import { tableRows } from '../../facts/table.js';
import type { FixEdit, FindingFix } from '../rule.js';

const KNOWN = new Set(STATE_VARIABLE_NAMES);

/** True when Raven recognises a state variable name (a known name, any layer, or an alias). */
function recognised(name: string, model: ModelFacts): boolean {
  if (model.rvi.aliases.has(name)) return true;
  const base = name.replace(/\[.*$/, '').toUpperCase();
  return KNOWN.has(base) && base !== 'GLACIER_ICE';
}

function onlyDataAndComments(command: Command): boolean {
  return (command.body ?? []).every((i) => i.kind === 'rows' || i.kind === 'comment' || i.kind === 'blank');
}

/** The fix of an `:InitialConditions` block, when its rewrite is certain. */
export function initialConditionsFix(ref: CommandRef, model: ModelFacts): FindingFix | undefined {
  const { command, file } = ref;
  const [name, sv] = command.line.words;
  if (!sv || command.line.words.length !== 2 || command.line.comment !== '' || !command.end) return undefined;
  if (!recognised(sv.text, model) || !onlyDataAndComments(command)) return undefined;
  const rows = tableRows(file, command);
  const values = rows.flatMap((r) => r.tokens);
  const ids = model.rvh.hrus.map((h) => h.text('hru_id'));
  if (ids.length === 0 || values.length !== ids.length || ids.some((id) => id === undefined))
    return undefined;
  if (new Set(ids).size !== ids.length) return undefined;
  if (values.some((v) => v.text.startsWith('#') || v.text.startsWith('*'))) return undefined;

  const eol = command.line.eol || lineEndOf(file);
  const indent = name.pre.replace(/[^ \t]/g, '');
  const edits: FixEdit[] = [
    // ":InitialConditions " becomes the table's header and its :Attributes line; SV and the rest stay.
    {
      at: { file, offset: name.offset, length: sv.offset - name.offset },
      newText: `:HRUStateVariableTable${eol}${indent}  :Attributes `,
    },
  ];
  let k = 0;
  for (const row of rows) {
    const first = row.tokens[0];
    const last = row.tokens[row.tokens.length - 1];
    if (row.tokens.length === 1) {
      edits.push({ at: { file, offset: first.site.offset, length: 0 }, newText: `${ids[k++]!} ` });
      continue;
    }
    // Several values on one line: one row per value, at the line's indentation.
    const lead = file.text.slice(row.start, first.site.offset).replace(/[^ \t]/g, '');
    const lines = row.tokens.map((t) => `${ids[k++]!} ${t.text}`);
    edits.push({
      at: {
        file,
        offset: first.site.offset,
        length: last.site.offset + last.site.length - first.site.offset,
      },
      newText: lines.join(eol + lead),
    });
  }
  edits.push({ at: wordSite(file, command.end.words[0]), newText: ':EndHRUStateVariableTable' });
  return {
    message: `:InitialConditions ${sv.text} → :HRUStateVariableTable with :Attributes ${sv.text} and one row per HRU`,
    edits,
  };
}
