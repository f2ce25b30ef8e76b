import { commandWarnings, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import { commandName } from '../../../ast/nodes.js';
import { formatRavenTime, timeDifference } from '../../../facts/ravenTime.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/** Raven's warning for an assimilation start after the simulation ends. */
const WARNING = commandWarnings(':AssimilationStartTime').find((w) => w.message.includes('after model'))!;

/**
 * RV487: `:AssimilationStartTime` after the simulation ends. ParseMainInputFile measures the date from the start
 * it knows at that line (plus the command line's forecast shift, 0 unless Raven is started with one) and compares it with the duration it knows then.
 */
export const assimilationStart: Rule = {
  code: 'RV487',
  name: 'assimilation-start',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      '`:AssimilationStartTime` falls within the simulation (`:StartDate` to `:EndDate`, or `:Duration`).',
    why: 'Raven assimilates observations (:AssimilateStreamflow, EnKF) only from this time on. After the end of the simulation nothing is assimilated, and Raven warns ("Data assimilation start date is after model simulation end. No data assimilation will be applied."): the run is an open-loop run, whatever the assimilation settings say.',
    fix: 'Set :AssimilationStartTime within the simulation period (and below :StartDate and :EndDate/:Duration, which Raven must have read first).',
    source: 'ParseInput.cpp ParseMainInputFile (:AssimilationStartTime)',
    example: {
      fileType: 'rvi',
      bad: ':AssimilationStartTime 2010-01-01 00:00:00',
      good: ':AssimilationStartTime 2000-01-02 00:00:00',
    },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    const sim = simulationOf(model);
    if (!sim.valid) return;
    for (const use of sim.dates) {
      if (commandName(use.ref.command) !== ':AssimilationStartTime' || !use.value || use.problem) continue;
      const at = timeDifference(use.startThen, use.value, use.calendar);
      if (!(at > use.durationThen)) continue;
      const start = formatRavenTime(use.startThen, use.calendar);
      report({
        at: use.date.site,
        ravenWarning: WARNING.id,
        message: `assimilation starts ${Number(at.toFixed(4))} days after the simulation start (${start}), and the simulation lasts ${use.durationThen} days: Raven warns ("${warningWords(WARNING)}")`,
      });
    }
  },
};
