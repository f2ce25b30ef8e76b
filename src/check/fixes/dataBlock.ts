/**
 * The rewrite of a Raven 2.x forcing block (`:Rain`, a time series header, values, `:EndRain`) as the `:Data
 * RAINFALL` … `:EndData` block Raven reads today. Raven 2.x read both with one time series parser
 * (ParseTimeSeriesFile.cpp before 8f0dfc4: each legacy case called CTimeSeries::Parse with its forcing), which
 * takes the header and values below the command and then any line starting with `:End`; so only the two
 * command words change. A block whose end is not certain (a command other than `:End…` before it, or no end)
 * is left to the modeller.
 */
import type { Migration } from '../../../grammar/migrations.js';
import type { ProjectFile } from '../../project/project.js';
import { wordAt } from '../fixEdits.js';
import type { FindingFix } from '../rule.js';

/**
 * The offset of the first word of the line after `offset`'s that closes a block of data rows (its first word
 * passes `isEnd`), or -1 when a command comes first or the file ends.
 */
export function endOf(text: string, offset: number, isEnd: (word: string) => boolean): number {
  let at = text.indexOf('\n', offset);
  while (at >= 0 && at < text.length) {
    const start = at + 1;
    const next = text.indexOf('\n', start);
    const line = text.slice(start, next < 0 ? text.length : next);
    const lead = /^[\s,]*/.exec(line)![0].length;
    const word = line.slice(lead).split(/[\s,]/)[0];
    if (isEnd(word)) return start + lead;
    // Comments and blank lines are skipped by the time series parser; any other command is not data.
    if (word.startsWith(':')) return -1;
    if (next < 0) return -1;
    at = next;
  }
  return -1;
}

/** The fix of a legacy forcing block whose command word starts at `offset`. */
export function dataBlockFix(file: ProjectFile, offset: number, m: Migration): FindingFix | undefined {
  // CTimeSeries::Parse takes any line starting with :End as the end of the series.
  const end = endOf(file.text, offset, (w) => w.startsWith(':End'));
  if (end < 0 || !m.forcing) return undefined;
  return {
    message: `${m.legacy} … → :Data ${m.forcing} … :EndData (retired in Raven ${m.since})`,
    edits: [
      { at: wordAt(file, offset), newText: `:Data ${m.forcing}` },
      { at: wordAt(file, end), newText: ':EndData' },
    ],
  };
}
