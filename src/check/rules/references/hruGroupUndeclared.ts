import { RAVEN_WARNINGS } from '../../../../grammar/ravenWarnings.js';
import { commandName } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import { groupAt, groupsOf } from '../../../facts/groups.js';
import type { Rule } from '../../rule.js';

/** Raven's warning for each .rvh command that creates the group it fills ("…should ideally be defined in .rvi…"). */
const CREATED = RAVEN_WARNINGS.filter(
  (w) =>
    w.file === 'ParseHRUFile.cpp' &&
    w.command !== undefined &&
    w.message.includes('HRU groups should ideally be defined in .rvi'),
);

/**
 * RV277: an HRU group that `:PopulateHRUGroup`, `:IntersectHRUGroups` or `:MergeHRUGroups` fills in the .rvh
 * without the .rvi declaring it (or an .rvh command creating it above): Raven creates it there and warns.
 */
export const hruGroupUndeclared: Rule = {
  code: 'RV277',
  name: 'hru-group-undeclared',
  category: 'references',
  severity: 'warning',
  docs: {
    summary:
      'An HRU group that :PopulateHRUGroup, :IntersectHRUGroups or :MergeHRUGroups fills in the .rvh is declared in the .rvi with :DefineHRUGroup(s), below :SoilModel.',
    why: 'Raven creates a group these commands name when it does not exist yet, and warns ("HRU groups should ideally be defined in .rvi file (using :DefineHRUGroup(s) commands) before being populated in .rvh file (2)"): the .rvi and .rvp, read before the .rvh, cannot use the group (a process, an :AggregatedVariable, a :CustomOutput … ONLY naming it stops the run or finds no group).',
    fix: 'Declare the group in the .rvi below :SoilModel: `:DefineHRUGroups LowBand`.',
    source: 'ParseHRUFile.cpp ParseHRUPropsFile (:PopulateHRUGroup, :IntersectHRUGroups, :MergeHRUGroups)',
    example: {
      fileType: 'rvi',
      bad: ':DefineHRUGroups HighBand',
      good: ':DefineHRUGroups LowBand HighBand',
      model: {
        rvh: ':PopulateHRUGroup LowBand With ELEVATION BETWEEN 0 500\n:PopulateHRUGroup HighBand With ELEVATION BETWEEN 500 9000',
      },
    },
  },
  ravenWarnings: CREATED.map((w) => w.id),
  check({ model, report }) {
    const groups = groupsOf(model);
    for (const ref of model.commands('rvh')) {
      const command = commandName(ref.command);
      const filler = CREATED.find((w) => w.command === command);
      const name = filler && argToken(ref, 0);
      if (!name || groupAt(groups.hru, name.text, ref)?.ref !== ref) continue;
      const early = groups.tooEarly.has(name.text)
        ? ' (its :DefineHRUGroups is above :SoilModel, where Raven ignores it)'
        : '';
      report({
        at: name.site,
        ravenWarning: filler.id,
        message: `${command} creates HRU group '${name.text}', which the .rvi does not declare${early}: Raven warns ("${filler.message}"); declare it with :DefineHRUGroups ${name.text} in the .rvi, below :SoilModel`,
      });
    }
  },
};
