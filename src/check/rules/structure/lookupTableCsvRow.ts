import { commandWarnings } from '../../../../grammar/ravenWarningMatch.js';
import { dataFilesOf } from '../../../facts/dataFiles.js';
import { ravenWords } from '../../../facts/ensimFile.js';
import { managementRead } from '../../../facts/runFiles.js';
import type { Rule } from '../../rule.js';

/** Raven's warning of a row of a :LookupTableFromCSV file with fewer than two values. */
const SHORT_ROW = commandWarnings(':LookupTableFromCSV').find((w) =>
  w.message.startsWith('Incorrect line length'),
);

/** The first row Raven reads with one value (after the header line; blank and comment lines skipped), 1-based. */
function shortRow(text: string): { line: number; text: string } | undefined {
  const lines = text.split('\n');
  // The first line is the header, whatever it holds.
  for (let i = 1; i < lines.length; i++) {
    const s = ravenWords(lines[i]!);
    if (s.length === 0 || s[0]!.startsWith('#') || s[0]!.startsWith('*')) continue;
    if (s.length < 2) return { line: i + 1, text: lines[i]!.trim() };
  }
  return undefined;
}

/** RV157: a row of a :LookupTableFromCSV file (.rvm) with one value, on which Raven crashes. */
export const lookupTableCsvRow: Rule = {
  code: 'RV157',
  name: 'lookup-table-csv-row',
  category: 'structure',
  severity: 'error',
  docs: {
    summary:
      'Every row of the file a :LookupTableFromCSV of the management file (.rvm) reads (after its header line) has an x and a y.',
    why: 'Raven reads the file row by row (blank lines and lines starting with # or * skipped); at a row with one value it writes "Incorrect line length (<2) in :LookupTableFromCSV table" and stops reading, but it has already freed the table\'s arrays: it then builds the table from them and frees them again, and the process aborts ("double free or corruption"). Raven reads the .rvm only with :ApplyManagementOptimization, and only a Raven built with lp_solve gets that far (RV592).',
    fix: 'Give every row its x and y (`x, y`), or make the row a comment (# …).',
    source: 'ParseManagementFile.cpp (:LookupTableFromCSV)',
    example: {
      fileType: 'rvm',
      bad: ':LookupTableFromCSV Storage storage.csv',
      good: ':LookupTableFromCSV Storage storage_full.csv',
      model: {
        rvi: ':ApplyManagementOptimization',
        'storage.csv': 'stage, volume\n0, 0\n10\n',
        'storage_full.csv': 'stage, volume\n0, 0\n10, 500\n',
      },
    },
  },
  ravenWarnings: SHORT_ROW ? [SHORT_ROW.id] : [],
  async check({ model, host, report }) {
    if (!SHORT_ROW || !managementRead(model.rvi)) return;
    for (const file of dataFilesOf(model)) {
      if (file.ref.file.fileType !== 'rvm') continue;
      const text = await host.readText(file.opened);
      const row = text === undefined ? undefined : shortRow(text);
      if (!row) continue;
      report({
        at: file.name.site,
        ravenWarning: SHORT_ROW.id,
        message: `${file.opened} line ${row.line} ("${row.text}") has one value, not x and y: Raven writes "${SHORT_ROW.message}" and crashes (it frees the table's arrays, then builds the table from them and frees them again: "double free or corruption")`,
      });
    }
  },
};
