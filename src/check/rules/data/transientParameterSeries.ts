import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import type { Command } from '../../../ast/nodes.js';
import type { ModelFacts } from '../../../facts/facts.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { atoi, parseRavenDate, timeDifference, type RavenTime } from '../../../facts/ravenTime.js';
import { simulationOf } from '../../../facts/simulation.js';
import { wordSite } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';

/** The warning ParseClassPropertiesFile writes when CTimeSeries::Parse gives no series. */
const UNREAD = warningIn('ParseClassPropertiesFile', 'unable to read :TransientParameter');
/** The warning for the :EndTransientParameter line Raven then meets as a command of its own. */
const END_UNKNOWN = warningIn('ParseClassPropertiesFile', 'Ignoring unrecognized command');

/** The first command of a block's body, when nothing but comments and blank lines come before it. */
function firstCommand(block: Command): Command | undefined {
  for (const item of block.body ?? []) {
    if (item.kind === 'comment' || item.kind === 'blank') continue;
    return item.kind === 'command' ? item : undefined;
  }
  return undefined;
}

/** Why CTimeSeries::Parse returns no series for an `:IrregularPattern`, or undefined when it reads one. */
function patternProblem(model: ModelFacts, ref: CommandRef, pattern: Command) {
  const words = pattern.line.words;
  // Fewer than two words after the command: another error (the rows are then read as commands).
  if (words.length < 3) return undefined;
  const count = atoi(words[2].text);
  const rows = tableRows(ref.file, pattern);
  // A row of another length ends the reading early (ImproperFormat); one row too many writes past Raven's
  // array, two stop it: kept to the plain cases.
  if (count < 1 || rows.some((r) => r.tokens.length !== 2)) return undefined;
  if (rows.length < count) {
    return {
      at: wordSite(ref.file, words[2]),
      error: 'fewer items provided than indicated in :IrregularPattern command',
      what: `:IrregularPattern announces ${count} dates and gives ${rows.length}`,
    };
  }
  if (rows.length !== count) return undefined;
  const { calendar, start } = simulationOf(model);
  const days: number[] = [];
  for (const row of rows) {
    // DateStringToTimeStruct(date, "00:00:00"): a date it cannot read stops Raven (another rule's error).
    const parsed = parseRavenDate(row.tokens[0].text, '00:00:00', calendar);
    if (!parsed.ok) return undefined;
    days.push(timeDifference(start, parsed.value as RavenTime, calendar));
  }
  const back = days.findIndex((d, i) => i + 1 < days.length && d > days[i + 1]);
  if (back < 0) return undefined;
  return {
    at: rows[back + 1].tokens[0].site,
    error: 'dates in :IrregularPattern command must be ordered in time.',
    what: `:IrregularPattern date ${rows[back + 1].tokens[0].text} comes before ${rows[back].tokens[0].text} above it`,
  };
}

/**
 * RV465: a `:TransientParameter` series Raven cannot read. CTimeSeries::Parse gives up on an `:IrregularPattern`
 * with fewer rows than it announces or with dates out of order (an ERROR, BAD_DATA_WARN: the run stops before
 * simulating); ParseClassPropertiesFile then warns that it could not read the series, and meets the
 * `:EndTransientParameter` line as an unknown command.
 */
export const transientParameterSeries: Rule = {
  code: 'RV465',
  name: 'transient-parameter-series',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'The series of a `:TransientParameter` is one Raven reads: an `:IrregularPattern` gives as many dates as it announces, in time order.',
    why: 'Raven reads a `:TransientParameter` body with CTimeSeries::Parse. An `:IrregularPattern` with fewer rows than its count ("CTimeSeries::Parse: fewer items provided than indicated in :IrregularPattern command") or with dates out of order ("CTimeSeries::Parse: dates in :IrregularPattern command must be ordered in time.") is an error: the run stops before simulating. Raven also warns "ParseClassPropertiesFile: unable to read :TransientParameter time series", and, having left the block early, "Ignoring unrecognized command starting with :EndTransientParameter in .rvp file".',
    fix: 'Make the count after `:IrregularPattern STEP|INTERPOLATE` the number of rows, and write the dates in time order.',
    source:
      'ParsePropertyFile.cpp ParseClassPropertiesFile (:TransientParameter); TimeSeries.cpp CTimeSeries::Parse (:IrregularPattern)',
    example: {
      fileType: 'rvp',
      bad: ':TransientParameter RAINSNOW_TEMP GLOBALS\n:IrregularPattern STEP 3\n2000-01-01 0.0\n2000-01-02 1.0\n:EndIrregularPattern\n:EndTransientParameter',
      good: ':TransientParameter RAINSNOW_TEMP GLOBALS\n:IrregularPattern STEP 2\n2000-01-01 0.0\n2000-01-02 1.0\n:EndIrregularPattern\n:EndTransientParameter',
    },
  },
  ravenWarnings: [UNREAD.id, END_UNKNOWN.id],
  check({ model, report }) {
    for (const ref of model.uses('rvp', ':TransientParameter')) {
      const first = firstCommand(ref.command);
      if (!first || first.line.words[0].text !== ':IrregularPattern') continue;
      const problem = patternProblem(model, ref, first);
      if (!problem) continue;
      const name = ref.command.line.words
        .slice(1, 3)
        .map((w) => w.text)
        .join(' ');
      report({
        at: problem.at,
        ravenWarning: UNREAD.id,
        message: `:TransientParameter ${name}: ${problem.what}: Raven stops ("${problem.error}") and warns ("${UNREAD.message}")`,
      });
      const end = ref.command.end;
      if (end) {
        report({
          at: wordSite(ref.file, end.words[0]),
          severity: 'warning',
          ravenWarning: END_UNKNOWN.id,
          message: `:EndTransientParameter: Raven has left the :TransientParameter block at the faulty :IrregularPattern and warns ("Ignoring unrecognized command starting with :EndTransientParameter in .rvp file")`,
        });
      }
    }
  },
};
