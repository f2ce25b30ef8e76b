import { formatRavenTime, timeDifference } from '../../../facts/ravenTime.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/** Raven's warning for an output time after the end (CModel::AddModelOutputTime). */
const AFTER_END = 'Model#4';

/** RV406: an `:OutputDump` time outside the simulation. */
export const outputDumpTime: Rule = {
  code: 'RV406',
  name: 'output-dump-time',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary: 'An `:OutputDump` time lies within the simulation period.',
    why: 'Raven refuses a state dump before the start of the simulation (an error that stops the run before it simulates) and ignores one after its end, with a warning. It compares with the start and duration it knows at the `:OutputDump` line.',
    fix: 'Give a time between the start and the end of the simulation, and put `:OutputDump` after `:StartDate` and `:Duration`/`:EndDate`.',
    source: 'Model.cpp CModel::AddModelOutputTime; ParseInput.cpp :OutputDump',
    example: {
      fileType: 'rvi',
      bad: '# the simulation runs from 2000-01-01 to 2000-01-04, set above\n:OutputDump 1999-12-31 00:00:00',
      good: '# the simulation runs from 2000-01-01 to 2000-01-04, set above\n:OutputDump 2000-01-03 00:00:00',
    },
  },
  ravenWarnings: [AFTER_END],
  check({ model, report }) {
    const sim = simulationOf(model);
    for (const d of sim.dates) {
      if (d.ref.command.line.words[0].text !== ':OutputDump' || !d.value) continue;
      const t = timeDifference(d.startThen, d.value, d.calendar);
      const start = formatRavenTime(d.startThen, d.calendar);
      if (t < 0) {
        report({
          at: d.date.site,
          message: `:OutputDump ${d.date.text} is before the start of the simulation (${start})`,
        });
      } else if (t > d.durationThen) {
        report({
          at: d.date.site,
          message: `:OutputDump ${d.date.text} is after the end of the simulation: Raven ignores it and warns ("model output time specified after end of simulation")`,
          severity: 'warning',
          ravenWarning: AFTER_END,
        });
      }
    }
  },
};
