import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/** RV403: a `:Duration` that is not a positive number of days. */
export const durationInvalid: Rule = {
  code: 'RV403',
  name: 'duration-invalid',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary: '`:Duration` is a positive number of days (optionally plus a time hh:mm:ss).',
    why: 'Raven reads the duration with atof, so a word is 0. A negative duration stops it ("Model duration less than zero"); a duration of zero leaves no time step, and it stops when it prepares the forcing series ("bad # of samples").',
    fix: 'Give the number of days to simulate, or an `:EndDate` after `:StartDate`.',
    source:
      'ParseInput.cpp ParseMainInputFile (:Duration, duration check); TimeSeriesABC.cpp InitializeResample',
    example: { fileType: 'rvi', bad: ':Duration -365', good: ':Duration 365' },
  },
  check({ model, report }) {
    const sim = simulationOf(model);
    const setting = sim.durationSetting;
    if (!setting || setting.ref.command.line.words[0].text !== ':Duration' || setting.value > 0) return;
    report({
      at: setting.token.site,
      message: `:Duration ${setting.token.text} is ${setting.value === 0 ? 'zero' : 'negative'}: give the number of days to simulate`,
    });
  },
};
