import { commandWarnings, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import type { RavenWarning } from '../../../../grammar/types.js';
import { argTokens, nameToken } from '../../../facts/args.js';
import { sToI } from '../../../facts/ravenNumbers.js';
import { managementRead } from '../../../facts/runFiles.js';
import type { Site } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';

/** Raven's warning of a :NamedConstant line with more than its name and value (Len > 3). */
const NAMED_CONSTANT = commandWarnings(':NamedConstant').find((w) => /Len\s*>\s*3/.test(w.when ?? ''));
/** Raven's warning of a :LookupTable row with fewer than two values. */
const LOOKUP_ROW = commandWarnings(':LookupTable').find((w) => /Len\s*>=\s*2/.test(w.when ?? ''));

/** RV163: a line of the management file (.rvm) that Raven ignores for its length. */
export const managementLineIgnored: Rule = {
  code: 'RV163',
  name: 'management-line-ignored',
  category: 'structure',
  severity: 'warning',
  docs: {
    summary:
      'A :NamedConstant of the management file (.rvm) has a name and one value, and each row of a :LookupTable an x and a y.',
    why: 'Raven ignores a :NamedConstant with more words than its name and value ("The :NamedConstant command should have only two arguments. Command will be ignored"), so the constant is not defined and expressions that use it fail or mean something else; and a :LookupTable row with one value ("Incorrect line length (<2) in :LookupTable command") leaves that point of the table unset (whatever the memory held). Raven reads the .rvm only with :ApplyManagementOptimization, and only a Raven built with lp_solve gets that far (RV592).',
    fix: 'Write `:NamedConstant name value` (one value; a comment after # or *), and give every row of a :LookupTable its x and y.',
    source: 'ParseManagementFile.cpp (:NamedConstant, :LookupTable)',
    example: {
      fileType: 'rvm',
      bad: ':NamedConstant MinFlow 1.5 m3/s',
      good: ':NamedConstant MinFlow 1.5 # m3/s',
      model: { rvi: ':ApplyManagementOptimization' },
    },
  },
  ravenWarnings: [NAMED_CONSTANT, LOOKUP_ROW].flatMap((w) => (w ? [w.id] : [])),
  check({ model, report }) {
    if (!managementRead(model.rvi)) return;
    const say = (at: Site, why: string, warning: RavenWarning) =>
      report({
        at,
        ravenWarning: warning.id,
        message: `${why}: Raven ignores it ("${warningWords(warning)}")`,
      });
    if (NAMED_CONSTANT) {
      for (const ref of model.uses('rvm', ':NamedConstant')) {
        const words = argTokens(ref);
        if (words.length > 2)
          say(
            nameToken(ref).site,
            `:NamedConstant ${words[0]!.text} has ${words.length} words after it, not 2`,
            NAMED_CONSTANT,
          );
      }
    }
    if (LOOKUP_ROW) {
      for (const ref of model.uses('rvm', ':LookupTable')) {
        // The first line holds the row count N; Raven reads the next N lines as rows (comments skipped).
        const [count, ...rows] = tableRows(ref.file, ref.command);
        if (!count) continue;
        for (const row of rows.slice(0, Math.max(0, sToI(count.tokens[0]!.text)))) {
          if (row.tokens.length < 2)
            say(
              row.tokens[0]!.site,
              `this row of :LookupTable has only one value (x y expected)`,
              LOOKUP_ROW,
            );
        }
      }
    }
  },
};
