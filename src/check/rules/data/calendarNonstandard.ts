import { observationsOf } from '../../../facts/observations.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/**
 * RV433: a `:Calendar` other than PROLEPTIC_GREGORIAN. CModel::Initialize warns about the forcing data whenever the
 * model's calendar is another (GREGORIAN and STANDARD included: Raven's enumeration tells them apart), and about
 * the observations too when the .rvt has any observed series.
 */
export const calendarNonstandard: Rule = {
  code: 'RV433',
  name: 'calendar-nonstandard',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      "A model with a `:Calendar` other than PROLEPTIC_GREGORIAN (Raven's default) has its forcing and observed data in that calendar.",
    why: 'Raven reads the dates of every RV series in the model\'s calendar without converting them, and warns that it will ("if a non-standard calendar is used, care must be taken with forcing data. All gauge forcing data must use the same calendar convention."; with observations, also "all observation data must be converted into the same calendar format"). Only NetCDF forcing carries its own calendar. GREGORIAN and STANDARD count as non-standard here, though they differ from PROLEPTIC_GREGORIAN only before 1582.',
    fix: "Check that every series of the .rvt counts days in the model's calendar (a NOLEAP record has no 29 February), or use :Calendar PROLEPTIC_GREGORIAN with data in that calendar.",
    source:
      'ModelInitialize.cpp CModel::Initialize (non-standard calendar checks); CommonFunctions.cpp StringToCalendar',
    example: {
      fileType: 'rvi',
      bad: ':Calendar NOLEAP',
      good: ':Calendar PROLEPTIC_GREGORIAN',
    },
  },
  ravenWarnings: ['ModelInitialize#8', 'ModelInitialize#7'],
  check({ model, report }) {
    const sim = simulationOf(model);
    const setting = sim.calendarSetting;
    if (!setting || !sim.valid || sim.calendar === 'PROLEPTIC_GREGORIAN') return;
    const at = setting.token.site;
    const name = `:Calendar ${setting.token.text}`;
    report({
      at,
      ravenWarning: 'ModelInitialize#8',
      message: `${name} is not PROLEPTIC_GREGORIAN: Raven reads every forcing series in this calendar and warns ("if a non-standard calendar is used, care must be taken with forcing data")`,
    });
    if (observationsOf(model).some((o) => o.role === 'data' && o.kept)) {
      report({
        at,
        ravenWarning: 'ModelInitialize#7',
        message: `${name} with observed series: Raven reads them in this calendar too and warns ("if a non-standard calendar is used, all observation data must be converted into the same calendar format")`,
      });
    }
  },
};
