import { argToken } from '../../../facts/args.js';
import { atof } from '../../../facts/ravenNumbers.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import type { Rule } from '../../rule.js';

/**
 * RV516: an every-n-days custom output of one day. :CustomOutputInterval 1 is warned about when it is read
 * (ParseMainInputFile), and a `:CustomOutput EVERY_NDAYS` read while the interval is 1 (its default, or set so
 * above the line) when it is read (CCustomOutput::ParseCustomOutputCommand): DAILY does the same. Raven
 * reads nothing after a `:CustomTable` with a group and a file name: it crashes there (RV552).
 */
export const customOutputInterval: Rule = {
  code: 'RV516',
  name: 'custom-output-interval',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'A `:CustomOutput EVERY_NDAYS` comes below a `:CustomOutputInterval` of more than one day, and `:CustomOutputInterval` is not 1.',
    why: 'EVERY_NDAYS aggregates over :CustomOutputInterval days, 1 when no interval is set above the line. Over one day it is DAILY under another name, and Raven warns (":CustomOutput - EVERY_NDAYS option should only be used with :CustomInterval > 1, otherwise use of DAILY command preferred"; for the interval itself, "using interval of 1 day is equivalent to use the DAILY aggregation of custom output, which is preferred"). Most often the interval was meant to be set, or set below the :CustomOutput line, where Raven has not read it yet.',
    fix: 'Put :CustomOutputInterval N (N > 1) above the :CustomOutput lines that use EVERY_NDAYS, or write DAILY.',
    source:
      'ParseInput.cpp ParseMainInputFile (:CustomOutputInterval); CustomOutput.cpp CCustomOutput::ParseCustomOutputCommand',
    example: {
      fileType: 'rvi',
      bad: ':CustomOutput EVERY_NDAYS AVERAGE SOIL[0] BY_HRU\n:CustomOutputInterval 7',
      good: ':CustomOutputInterval 7\n:CustomOutput EVERY_NDAYS AVERAGE SOIL[0] BY_HRU',
    },
  },
  ravenWarnings: ['ParseInput#67', 'CustomOutput#5'],
  check({ model, report }) {
    let interval = 1;
    for (const ref of model.commands('rvi')) {
      const name = ref.command.spec?.name;
      // A :CustomTable with a group and a file crashes Raven where it stands (RV552): it reads no line below,
      // and never reaches the interval the table's closing line would set. A shorter one is skipped.
      if (name === ':CustomTable' && argToken(ref, 1)) break;
      if (name === ':CustomOutputInterval') {
        const value = argToken(ref, 0);
        if (!value) continue;
        interval = atof(value.text);
        if (interval === 1) {
          report({
            at: value.site,
            ravenWarning: 'ParseInput#67',
            message: `a custom output interval of 1 day is DAILY: Raven warns ("using interval of 1 day is equivalent to use the DAILY aggregation of custom output, which is preferred")`,
          });
        }
      } else if (name === ':CustomOutput' && !beforeSoilModel(model.rvi, ref)) {
        const aggregation = argToken(ref, 0);
        if (aggregation?.text !== 'EVERY_NDAYS' || interval !== 1) continue;
        const set = model.uses('rvi', ':CustomOutputInterval').some((r) => r.index > ref.index);
        report({
          at: aggregation.site,
          ravenWarning: 'CustomOutput#5',
          message: `EVERY_NDAYS over ${set ? 'a :CustomOutputInterval Raven has not read yet (it comes below this line): here it is still 1 day' : 'the default interval of 1 day (no :CustomOutputInterval above)'}, which is DAILY: Raven warns ("EVERY_NDAYS option should only be used with :CustomInterval > 1, otherwise use of DAILY command preferred")`,
        });
      }
    }
  },
};
