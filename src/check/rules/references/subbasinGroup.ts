import { catalogueWarnings } from '../../../../grammar/ravenWarningMatch.js';
import { commandName } from '../../../ast/nodes.js';
import { didYouMean } from '../../didYouMean.js';
import { groupAt, groupsOf } from '../../../facts/groups.js';
import { namesReferred } from '../../../facts/nameRefs.js';
import { whereIs } from '../../../facts/where.js';
import type { Rule } from '../../rule.js';

/** RV209: a command names a subbasin group that does not exist where Raven reads the command. */
export const subbasinGroup: Rule = {
  code: 'RV209',
  name: 'subbasin-group',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'Every subbasin group a command names (:DisableSubBasinGroup, :PopulateSubBasinGroup … WITHIN, :MergeSubBasinGroups, :GaugedSubBasinGroup, :GlobalParameterOverride …) is created by the .rvh before Raven needs it.',
    why: 'Subbasin groups exist only once the .rvh creates them (:SubBasinGroup, :PopulateSubBasinGroup, :IntersectSubBasinGroups, :MergeSubBasinGroups), in the order Raven reads it; a command naming a group that does not exist yet stops the run, or is ignored with a warning (:SBGroupPropertyMultiplier, :SBGroupPropertyOverride, :IntersectSubBasinGroups). Names are case-sensitive.',
    fix: 'Correct the group name, or create the group (:SubBasinGroup name … :EndSubBasinGroup) above the command that uses it.',
    source:
      'ParseHRUFile.cpp (subbasin group commands); ModelInitialize.cpp, CModel::InitializeParameterOverrides',
    example: {
      fileType: 'rvh',
      bad: ':DisableSubBasinGroup Upper\n:SubBasinGroup Upper\n  1 2 3\n:EndSubBasinGroup',
      good: ':SubBasinGroup Upper\n  1 2 3\n:EndSubBasinGroup\n:DisableSubBasinGroup Upper',
    },
  },
  ravenWarnings: catalogueWarnings('warning', 'subbasinGroup'),
  check({ model, report }) {
    const groups = groupsOf(model);
    for (const type of ['rvp', 'rvh'] as const) {
      for (const ref of model.commands(type)) {
        const command = commandName(ref.command);
        for (const { token: name, how } of namesReferred(ref, 'subbasinGroup')) {
          const defs = groups.subbasin.get(name.text);
          if (how.atInitialize ? defs : groupAt(groups.subbasin, name.text, ref)) continue;
          const quote = `Raven: "${how.message}"`;
          const what = defs
            ? `subbasin group '${name.text}' is created only below this command (${whereIs(defs[0].name.site, name.site)}) (${quote}): create it above`
            : `subbasin group '${name.text}' is not defined${didYouMean(name.text, groups.subbasin.keys())} (${quote}): create it in the .rvh with :SubBasinGroup ${name.text} … :EndSubBasinGroup`;
          report({
            at: name.site,
            severity: how.missing === 'warning' ? 'warning' : 'error',
            ...(how.warning !== undefined && { ravenWarning: how.warning }),
            message: `${command}: ${what}`,
          });
        }
      }
    }
  },
};
