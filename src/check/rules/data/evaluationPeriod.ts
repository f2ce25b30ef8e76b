import { timeDifference } from '../../../facts/ravenTime.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/** RV426: an `:EvaluationPeriod` that ends before it starts. */
export const evaluationPeriod: Rule = {
  code: 'RV426',
  name: 'evaluation-period',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary: 'An `:EvaluationPeriod` ends after it starts.',
    why: 'Raven warns ("CDiagPeriod: :EvaluationPeriod NAME: startdate after enddate.") and computes the diagnostics of that period over no time at all, so they are meaningless. It takes the dates in the order start, end.',
    fix: 'Give the start date first, then a later end date.',
    source: 'Diagnostics.cpp CDiagPeriod constructor; ParseInput.cpp :EvaluationPeriod',
    example: {
      fileType: 'rvi',
      bad: ':EvaluationPeriod CALIBRATION 2005-12-31 2001-01-01',
      good: ':EvaluationPeriod CALIBRATION 2001-01-01 2005-12-31',
    },
  },
  ravenWarnings: ['Diagnostics#36'],
  check({ model, report }) {
    const dates = simulationOf(model).dates.filter(
      (d) => d.ref.command.line.words[0].text === ':EvaluationPeriod',
    );
    for (let i = 0; i + 1 < dates.length; i++) {
      const [start, end] = [dates[i], dates[i + 1]];
      if (start.ref !== end.ref || !start.value || !end.value) continue;
      i++;
      if (timeDifference(start.value, end.value, start.calendar) > 0) continue;
      // Above :SoilModel Raven skips the line with another warning (RV512) and never reads the dates.
      if (beforeSoilModel(model.rvi, start.ref)) continue;
      report({
        at: end.date.site,
        ravenWarning: 'Diagnostics#36',
        message: `:EvaluationPeriod ends ${end.date.text}, not after its start ${start.date.text}: its diagnostics cover no time, and Raven warns ("startdate after enddate")`,
      });
    }
  },
};
