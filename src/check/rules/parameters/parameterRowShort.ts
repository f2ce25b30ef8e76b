import { parameterReading } from '../../parameters/rvpReading.js';
import type { Rule } from '../../rule.js';

/** RV306: a parameter table row with fewer values than the table has columns. */
export const parameterRowShort: Rule = {
  code: 'RV306',
  name: 'parameter-row-short',
  category: 'parameters',
  severity: 'error',
  docs: {
    summary:
      'Each row of a parameter list has a value for every column named in :Parameters (each row of :SeasonalCanopyLAI/:SeasonalCanopyHeight has twelve).',
    why: 'Raven stops reading a table at the first row that is too short, without a message in Raven_errors.txt. The lines after it are then read as if they were commands: a further data row stops the run ("Unrecognized command in .rvp file"); when the short row is the last, Raven only warns about the table\'s end line, and the short row\'s class gets none of its values (which stops the run when the model needs one, see RV301).',
    fix: "Give the row one value per column (use _DEFAULT to take the [DEFAULT] row's value, or _AUTO for a parameter Raven can compute).",
    source:
      'ParsePropertyFile.cpp ParsePropArray (ImproperFormat, break) and the default branch of ParseClassPropertiesFile',
    example: {
      fileType: 'rvp',
      bad: ':SoilParameterList\n  :Parameters, POROSITY, HBV_BETA\n  :Units, -, -\n  TOPSOIL, 0.4\n  SUBSOIL, 0.3, 1.2\n:EndSoilParameterList',
      good: ':SoilParameterList\n  :Parameters, POROSITY, HBV_BETA\n  :Units, -, -\n  TOPSOIL, 0.4, 1.5\n  SUBSOIL, 0.3, 1.2\n:EndSoilParameterList',
    },
  },
  ravenWarnings: ['ParsePropertyFile#22'],
  check({ model, report }) {
    for (const list of parameterReading(model).lists) {
      const short = list.rows.findIndex((r) => r.fate === 'short');
      if (short < 0) continue;
      const row = list.rows[short];
      const followed = list.rows.slice(short + 1).some((r) => r.fate === 'unread');
      const columns = list.lineLength - 1;
      const what = `row ${row.name.text} has ${row.values.length} value${row.values.length === 1 ? '' : 's'} for ${columns} column${columns === 1 ? '' : 's'}`;
      report({
        at: row.name.site,
        severity: followed ? 'error' : 'warning',
        // The table's end line, read as a command: "Ignoring unrecognized command starting with :End…".
        ...(!followed && { ravenWarning: 'ParsePropertyFile#22' }),
        message: followed
          ? `${what}: Raven stops reading the table here and then stops on the next row ("Unrecognized command in .rvp file"); give it a value per column`
          : `${what}: Raven ignores it (and warns about the table's end line); give it a value per column`,
      });
    }
  },
};
