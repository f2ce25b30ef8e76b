import { CATALOGUE } from '../../../../grammar/index.js';
import { ravenWarning, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import { argToken } from '../../../facts/args.js';
import { wordToken } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';

/** The .rvi parser's warning for an unknown command (the catalogue's `unknownCommandWarning`). */
const UNKNOWN = ravenWarning(CATALOGUE.rvi.unknownCommandWarning!);

/**
 * RV552: a `:CustomTable` in the .rvi crashes Raven 4.12.1. ParseMainInputFile reads it with
 * `pModel->GetSubBasinGroup(s[1])->GetGlobalIndex()`, and while the .rvi is read there is no subbasin group
 * at all (only the .rvh, read after it, creates them: ParseHRUFile.cpp), so the lookup returns NULL and Raven
 * dies of a segmentation fault, whatever the group's name, before it reads the table's rows. A line with fewer
 * than a group and a file name is warned about (ImproperFormatWarning, RV008) and skipped, and the table's lines
 * are then commands of the .rvi: a variable row stops Raven ("Unrecognized command in .rvi file"), and the end
 * line of a table without rows is an unknown command (warned about).
 */
export const customTableCrash: Rule = {
  code: 'RV552',
  name: 'custom-table-crash',
  category: 'options',
  severity: 'error',
  docs: {
    summary: 'No `:CustomTable` in the .rvi: Raven 4.12.1 crashes on it.',
    why: 'Raven reads `:CustomTable [subbasin group] [file]` while it reads the .rvi, and looks its subbasin group up at once; subbasin groups are created only by the .rvh, which Raven reads after the .rvi, so the lookup finds nothing and Raven crashes (a segmentation fault, with no message in Raven_errors.txt) before the simulation starts. A `:CustomTable` line without a group and a file name is skipped instead (RV008), and the table\'s lines are then read as commands of the .rvi: its first variable row stops Raven ("Unrecognized command in .rvi file"), and the end line of a table without rows is an unknown command (warned about).',
    fix: 'Remove the `:CustomTable` block; write the same variables with `:CustomOutput` lines (one per variable, BY_SUBBASIN or BY_SB_GROUP).',
    source:
      'ParseInput.cpp ParseMainInputFile (:CustomTable); Model.cpp CModel::GetSubBasinGroup; ParseHRUFile.cpp (subbasin groups)',
    example: {
      fileType: 'rvi',
      bad: ':CustomTable AllSubbasins table.csv\n  SOIL[0]\n:EndCustomTable',
      good: ':CustomOutput DAILY AVERAGE SOIL[0] BY_SUBBASIN',
    },
  },
  ravenWarnings: [UNKNOWN.id],
  check({ model, report }) {
    for (const ref of model.uses('rvi', ':CustomTable')) {
      const group = argToken(ref, 0);
      if (!group || !argToken(ref, 1)) {
        // Raven skips a line without a group and a file name (ImproperFormatWarning, RV008): the table's lines
        // are then commands of the .rvi, its first row (IsComment passes over '#' and '*' lines) an unknown one.
        const row = tableRows(ref.file, ref.command).find((r) => !r.tokens[0]!.text.startsWith('*'))
          ?.tokens[0];
        if (row) {
          report({
            at: row.site,
            message: `Raven skips the :CustomTable line (it has no subbasin group and file name), then reads '${row.text}' as a command of the .rvi and stops ("Unrecognized command in .rvi file: ${row.text}")`,
          });
        } else if (ref.command.end) {
          const end = wordToken(ref.file, ref.command.end.words[0]!);
          report({
            at: end.site,
            severity: 'warning',
            ravenWarning: UNKNOWN.id,
            message: `Raven skips the :CustomTable line (it has no subbasin group and file name), so it reads ${end.text} as a command of its own and warns ("${warningWords(UNKNOWN, end.text)}")`,
          });
        }
        continue;
      }
      report({
        at: group.site,
        message: `Raven 4.12.1 crashes here (segmentation fault): it looks up subbasin group '${group.text}' while reading the .rvi, before the .rvh creates any subbasin group; write the table's variables with :CustomOutput instead`,
      });
    }
  },
};
