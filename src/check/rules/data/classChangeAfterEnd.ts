import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { argToken } from '../../../facts/args.js';
import { formatRavenTime, parseRavenDate, timeDifference } from '../../../facts/ravenTime.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/** Raven's warning for a class change dated after the simulation. */
const WARNING = warningIn('CModel::AddPropertyClassChange', 'after model simulation');

/** The .rvp commands that change a class of an HRU group on a date (group, class, date). */
const CHANGES = [':LandUseChange', ':VegetationChange', ':HRUTypeChange'];

/**
 * RV488: a class change dated after the simulation ends. CModel::AddPropertyClassChange measures the date (at
 * midnight) from the start of the simulation and warns where it is past the duration; the change never happens.
 */
export const classChangeAfterEnd: Rule = {
  code: 'RV488',
  name: 'class-change-after-end',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'The date of each `:LandUseChange`, `:VegetationChange` and `:HRUTypeChange` falls within the simulation.',
    why: 'Raven applies a class change on its date; dated after the end of the simulation it never happens, and Raven warns ("Property Class change dated 2030-01-01 occurs after model simulation is done; it will not effect results."). Most often the year is mistyped, or the simulation was shortened.',
    fix: 'Correct the date, or drop the change if the simulation no longer reaches it.',
    source:
      'Model.cpp CModel::AddPropertyClassChange; ParsePropertyFile.cpp (:LandUseChange, :VegetationChange, :HRUTypeChange)',
    example: {
      fileType: 'rvp',
      bad: ':LandUseChange Fields URBAN 2030-01-02',
      good: ':LandUseChange Fields URBAN 2000-01-02',
      model: {
        rvi: ':DefineHRUGroups Fields',
        rvh: ':HRUGroup Fields\n  1\n:EndHRUGroup',
        rvp: ':LandUseClasses\n  :Attributes, IMPERM, FOREST_COV\n  :Units, frac, frac\n  FOREST, 0.0, 1.0\n  URBAN, 0.8, 0.0\n:EndLandUseClasses',
      },
    },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    const sim = simulationOf(model);
    if (!sim.valid) return;
    for (const name of CHANGES) {
      for (const ref of model.uses('rvp', name)) {
        const date = argToken(ref, 2);
        if (!date) continue;
        const when = parseRavenDate(date.text, '00:00:00', sim.calendar);
        if (!when.ok) continue;
        const t = timeDifference(sim.start, when.value, sim.calendar);
        if (!(t > sim.duration)) continue;
        report({
          at: date.site,
          ravenWarning: WARNING.id,
          message: `${name} dated ${date.text}, ${Number(t.toFixed(4))} days after the simulation start (${formatRavenTime(sim.start, sim.calendar)}), which lasts ${sim.duration} days: Raven warns ("Property Class change dated ${date.text} occurs after model simulation is done; it will not effect results.") and never makes the change`,
        });
      }
    }
  },
};
