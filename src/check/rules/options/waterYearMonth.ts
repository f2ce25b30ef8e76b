import { commandWarnings, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import { argToken } from '../../../facts/args.js';
import { atoi } from '../../../facts/ravenTime.js';
import type { Rule } from '../../rule.js';

/** Raven's warning for a month outside 1–12. */
const WARNING = commandWarnings(':WaterYearStartMonth').find((w) => w.message.startsWith('Invalid'))!;

/**
 * RV587: `:WaterYearStartMonth` outside 1–12. ParseMainInputFile reads the month with atoi (so `Oct` is 0) and
 * keeps the default (October) with a warning where it is not a month.
 */
export const waterYearMonth: Rule = {
  code: 'RV587',
  name: 'water-year-month',
  category: 'options',
  severity: 'warning',
  docs: {
    summary: '`:WaterYearStartMonth` gives the month the water year starts as a number from 1 to 12.',
    why: 'Raven reads the month as a whole number (a name such as Oct reads as 0); outside 1–12 it warns ("Invalid water year starting month in :WaterYearStartMonth command. Should be integer month between 1- and 12") and keeps October, so the annual outputs and statistics split the years where you did not ask.',
    fix: 'Write the month as its number (10 for October).',
    source: 'ParseInput.cpp ParseMainInputFile (:WaterYearStartMonth)',
    example: { fileType: 'rvi', bad: ':WaterYearStartMonth 13', good: ':WaterYearStartMonth 10' },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    for (const ref of model.uses('rvi', ':WaterYearStartMonth')) {
      const month = argToken(ref, 0);
      if (!month) continue; // an improper-format line (RV008)
      const mo = atoi(month.text);
      if (mo > 0 && mo <= 12) continue;
      report({
        at: month.site,
        ravenWarning: WARNING.id,
        message: `'${month.text}' is not a month from 1 to 12 (Raven reads ${mo}): Raven warns ("${warningWords(WARNING)}") and keeps the water year starting in October`,
      });
    }
  },
};
