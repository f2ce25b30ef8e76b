import { commandName, type Command } from '../../../ast/nodes.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';

const STATE_TABLES = new Set([
  ':HRUStateVariableTable',
  ':InitialConcentrationTable',
  ':InitialTemperatureTable',
]);

/** The header line of a table block (`:Attributes` or `:Parameters`), if it has one. */
function header(command: Command, name: string): Command | undefined {
  for (const item of command.body ?? []) {
    if (item.kind === 'command' && item.line.words[0].text === name) return item;
  }
  return undefined;
}

/** RV113: a table row whose number of values disagrees with the table's header. */
export const tableColumns: Rule = {
  code: 'RV113',
  name: 'table-columns',
  category: 'structure',
  severity: 'error',
  docs: {
    summary:
      'Each row of an .rvc state table (:HRUStateVariableTable …) has one value per state variable of its :Attributes line, and each row of :SubBasinProperties at least one value per name of its :Parameters line.',
    why: 'Raven reads the values by position, following the header, and stops when a row has another number of values ("incorrect number of columns in initial conditions table row", "incorrect number of terms in SubBasin properties"). A value left out, or a column added to the header and not to the rows, is the usual cause.',
    fix: 'Give the row one value per column of the header (after the HRU or subbasin ID), or correct the header.',
    source: 'ParseInitialConditionFile.cpp, :HRUStateVariableTable; ParseHRUFile.cpp, :SubBasinProperties',
    example: {
      fileType: 'rvc',
      bad: ':HRUStateVariableTable\n  :Attributes, SOIL[0], SOIL[1]\n  :Units, mm, mm\n  1, 120.0\n:EndHRUStateVariableTable',
      good: ':HRUStateVariableTable\n  :Attributes, SOIL[0], SOIL[1]\n  :Units, mm, mm\n  1, 120.0, 45.0\n:EndHRUStateVariableTable',
    },
  },
  check({ model, report }) {
    for (const ref of model.commands('rvc')) {
      const name = commandName(ref.command);
      if (!STATE_TABLES.has(name)) continue;
      // Raven reads the header from the line right after the command; without it, it warns and skips the table.
      const first = ref.command.body?.find((i) => i.kind === 'command' || i.kind === 'rows');
      const attributes = header(ref.command, ':Attributes');
      if (!attributes || first !== attributes) continue;
      const n = attributes.line.words.length - 1;
      for (const row of tableRows(ref.file, ref.command)) {
        const values = row.tokens.length - 1;
        if (values === n) continue;
        report({
          at: row.tokens[0].site,
          message: `${name}: the row of ${row.tokens[0].text} has ${values} value${values === 1 ? '' : 's'}, but :Attributes names ${n} state variable${n === 1 ? '' : 's'}: give one value per column`,
        });
      }
    }
    for (const ref of model.commands('rvh')) {
      if (commandName(ref.command) !== ':SubBasinProperties') continue;
      const parameters = header(ref.command, ':Parameters');
      if (!parameters) continue;
      const n = parameters.line.words.length - 1;
      for (const row of tableRows(ref.file, ref.command)) {
        const values = row.tokens.length - 1;
        if (values >= n) continue;
        report({
          at: row.tokens[0].site,
          message: `:SubBasinProperties: the row of subbasin ${row.tokens[0].text} has ${values} value${values === 1 ? '' : 's'}, but :Parameters names ${n}: give one value per parameter`,
        });
      }
    }
  },
};
