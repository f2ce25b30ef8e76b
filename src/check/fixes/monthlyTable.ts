/**
 * The rewrite of a Raven 2.x table of monthly values by gauge name (`:MonthlyAveTemperatures`, rows
 * `NAME, J, F, … D`, then any `:End…` line) as one `:MonthlyAveTemperature J, F, … D` line in each named
 * gauge's block. Raven 2.x (ParseTimeSeriesFile.cpp before 8f0dfc4) looked each name up among the gauges read
 * so far (CModel::GetGaugeIndexFromName: exact names), stopped on an unknown one, and set the gauge's 12
 * monthly values, over any it had; the line written last in the gauge's block (just above its `:EndGauge`)
 * does the same. Certain only when every row names a gauge declared with that name above the table in the
 * same file and has the 12 values (a shorter row made Raven 2.x stop reading the table).
 */
import type { Migration } from '../../../grammar/migrations.js';
import type { ProjectFile } from '../../project/project.js';
import { endOf } from './dataBlock.js';
import { lineAt, lineEndOf } from '../fixEdits.js';
import type { ModelFacts } from '../../facts/facts.js';
import type { FixEdit, FindingFix } from '../rule.js';

/** The rows of the table whose command starts at `offset` (up to its end line at `end`), as words. */
function rowsOf(text: string, offset: number, end: number): string[][] | undefined {
  const rows: string[][] = [];
  const first = text.indexOf('\n', offset) + 1;
  for (const line of text.slice(first, end).split('\n')) {
    const words = line.split(/[\s,]+/).filter((w) => w !== '');
    if (words.length === 0 || words[0].startsWith('#') || words[0].startsWith('*')) continue;
    // Raven 2.x read 12 values; an inline comment among them is not certain to be one.
    if (words.length < 13 || words.slice(1, 13).some((w) => w.startsWith('#'))) return undefined;
    rows.push(words);
  }
  return rows;
}

/** The fix of a legacy monthly table whose command word starts at `offset`. */
export function monthlyTableFix(
  file: ProjectFile,
  offset: number,
  m: Migration,
  model: ModelFacts,
): FindingFix | undefined {
  const end = endOf(file.text, offset, (w) => w.startsWith(':End'));
  if (end < 0 || !m.modern) return undefined;
  const rows = rowsOf(file.text, offset, end);
  if (!rows || rows.length === 0) return undefined;
  const eol = lineEndOf(file);
  const edits: FixEdit[] = [];
  for (const row of rows) {
    const gauge = model.rvt.gauges.find(
      (g) => g.name?.text === row[0] && g.ref.file === file && g.name.site.offset < offset,
    );
    // The gauge's block closed above the table (its end line, or a separate :EndGauge met while it was
    // current): the line written last in it is then still the last word on the gauge.
    const close =
      gauge?.ref.command.end?.words[0]?.offset ??
      gauge?.ends.find((e) => e.file === file)?.command.line.words[0].offset;
    if (!gauge || close === undefined || close < 0 || close > offset) return undefined;
    const at = lineAt(file, close);
    edits.push({
      at: { file, offset: at.offset, length: 0 },
      newText: `  ${m.modern} ${row.slice(1, 13).join(', ')}${eol}`,
    });
  }
  // Two rows for one gauge would insert twice at one place: the order of the rows is then not certain to hold.
  if (new Set(edits.map((e) => e.at.offset)).size !== edits.length) return undefined;
  const from = lineAt(file, offset);
  const to = lineAt(file, end);
  edits.push({ at: { file, offset: from.offset, length: to.offset + to.length - from.offset }, newText: '' });
  return {
    message: `${m.legacy} table → ${m.modern} in the block of each gauge it names (retired in Raven ${m.since})`,
    edits,
  };
}
