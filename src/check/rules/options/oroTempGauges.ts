import { argToken } from '../../../facts/args.js';
import { lastOf } from '../../../facts/rviFacts.js';
import { projectFile } from '../../../project/project.js';
import type { Rule } from '../../rule.js';

/** RV511: :OroTempCorrect OROCORR_UBCWM2 in a model with fewer than two gauges. */
export const oroTempGauges: Rule = {
  code: 'RV511',
  name: 'oro-temp-gauges',
  category: 'options',
  severity: 'error',
  docs: {
    summary: ':OroTempCorrect OROCORR_UBCWM2 is used only in a model with at least two :Gauge blocks.',
    why: 'OROCORR_UBCWM2 corrects temperatures with lapse rates taken between two gauges at different elevations (the UBC watershed model’s method). Raven counts the gauges of the .rvt (forcing grids do not count) and stops before the simulation when there are fewer than two ("at least 2 gauges necessary to use :OroTempCorrect method OROCORR_UBCWM2").',
    fix: 'Use OROCORR_UBCWM (or another method) with a single gauge, or add the second gauge.',
    source: 'ModelInitialize.cpp, CModel::Initialize (General QA/QC)',
    example: {
      fileType: 'rvi',
      bad: ':OroTempCorrect OROCORR_UBCWM2   # and one :Gauge in the .rvt',
      good: ':OroTempCorrect OROCORR_UBCWM',
    },
  },
  check({ model, report }) {
    const ref = lastOf(model.rvi, ':OroTempCorrect');
    const value = ref && argToken(ref, 0);
    if (value?.text !== 'OROCORR_UBCWM2' || !projectFile(model.project, 'rvt')) return;
    const gauges = model.rvt.gauges.length;
    if (gauges >= 2) return;
    report({
      at: value.site,
      message: `OROCORR_UBCWM2 takes temperature lapse rates between two gauges, and the .rvt has ${gauges === 0 ? 'no :Gauge' : 'one :Gauge'}: Raven stops ("at least 2 gauges necessary"); use OROCORR_UBCWM or add a second gauge`,
    });
  },
};
