import { argToken } from '../../../facts/args.js';
import type { Rule } from '../../rule.js';

/**
 * RV552: a `:CustomTable` in the .rvi crashes Raven 4.12.1. ParseMainInputFile reads it with
 * `pModel->GetSubBasinGroup(s[1])->GetGlobalIndex()`, and while the .rvi is read there is no subbasin group
 * at all (only the .rvh, read after it, creates them: ParseHRUFile.cpp), so the lookup returns NULL and Raven
 * dies of a segmentation fault, whatever the group's name, before it reads the table's rows. A line with fewer
 * than a group and a file name is only warned about (ImproperFormatWarning, RV008).
 */
export const customTableCrash: Rule = {
  code: 'RV552',
  name: 'custom-table-crash',
  category: 'options',
  severity: 'error',
  docs: {
    summary: 'No `:CustomTable` in the .rvi: Raven 4.12.1 crashes on it.',
    why: 'Raven reads `:CustomTable [subbasin group] [file]` while it reads the .rvi, and looks its subbasin group up at once; subbasin groups are created only by the .rvh, which Raven reads after the .rvi, so the lookup finds nothing and Raven crashes (a segmentation fault, with no message in Raven_errors.txt) before the simulation starts.',
    fix: 'Remove the `:CustomTable` block; write the same variables with `:CustomOutput` lines (one per variable, BY_SUBBASIN or BY_SB_GROUP).',
    source:
      'ParseInput.cpp ParseMainInputFile (:CustomTable); Model.cpp CModel::GetSubBasinGroup; ParseHRUFile.cpp (subbasin groups)',
    example: {
      fileType: 'rvi',
      bad: ':CustomTable AllSubbasins table.csv\n  SOIL[0]\n:EndCustomTable',
      good: ':CustomOutput DAILY AVERAGE SOIL[0] BY_SUBBASIN',
    },
  },
  check({ model, report }) {
    for (const ref of model.uses('rvi', ':CustomTable')) {
      const group = argToken(ref, 0);
      // Raven skips a line without a group and a file name (ImproperFormatWarning) and reads no rows.
      if (!group || !argToken(ref, 1)) continue;
      report({
        at: group.site,
        message: `Raven 4.12.1 crashes here (segmentation fault): it looks up subbasin group '${group.text}' while reading the .rvi, before the .rvh creates any subbasin group; write the table's variables with :CustomOutput instead`,
      });
    }
  },
};
