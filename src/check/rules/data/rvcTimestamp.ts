import { argToken } from '../../../facts/args.js';
import { formatRavenTime, parseRavenDate } from '../../../facts/ravenTime.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/**
 * RV432: a `:TimeStamp` in the initial conditions other than the start of the simulation. ParseInitialConditionsFile
 * reads its date and time as :StartDate's (DateStringToTimeStruct, in the model's calendar) and compares the day
 * of the year and the year exactly with the model's start; it only warns, and the states are used as they are.
 */
export const rvcTimestamp: Rule = {
  code: 'RV432',
  name: 'rvc-timestamp',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'The `:TimeStamp` of the initial conditions (.rvc) is the simulation start (`:StartDate` of the .rvi, date and time).',
    why: 'A :TimeStamp is what a saved state (a solution.rvc) records of the moment it describes. Raven compares it with :StartDate and, when they differ, warns (":Timestamp command in initial conditions (.rvc) file is not consistent with :StartDate command in model (.rvi) file") and starts from those states anyway: snow, soil water and flows of another date, most often the end of an earlier run that this one does not continue.',
    fix: 'Start the simulation at the time of the saved state (set :StartDate to the :TimeStamp), or use initial conditions saved at the start you want.',
    source: 'ParseInitialConditionFile.cpp ParseInitialConditionsFile (:TimeStamp)',
    example: {
      fileType: 'rvc',
      bad: ':TimeStamp 2001-06-01 00:00:00',
      good: ':TimeStamp 2000-01-01 00:00:00',
    },
  },
  ravenWarnings: ['ParseInitialConditionFile#19'],
  check({ model, report }) {
    const sim = simulationOf(model);
    if (!sim.valid) return;
    for (const ref of model.uses('rvc', ':TimeStamp')) {
      const [date, time] = [argToken(ref, 0), argToken(ref, 1)];
      // With fewer than two arguments Raven skips the check.
      if (!date || !time) continue;
      const stamp = parseRavenDate(date.text, time.text, sim.calendar);
      if (!stamp.ok) continue;
      const { julianDay, year } = stamp.value;
      if (julianDay === sim.start.julianDay && year === sim.start.year) continue;
      report({
        at: date.site,
        ravenWarning: 'ParseInitialConditionFile#19',
        message: `these initial conditions are stamped ${date.text} ${time.text}, the simulation starts ${formatRavenTime(sim.start, sim.calendar)}: Raven warns (":Timestamp command in initial conditions (.rvc) file is not consistent with :StartDate command in model (.rvi) file") and starts from them as they are`,
      });
    }
  },
};
