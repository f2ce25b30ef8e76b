import type { FileType } from '../../../../grammar/types.js';
import { commandName } from '../../../ast/nodes.js';
import { didYouMean } from '../../didYouMean.js';
import { argTokens } from '../../../facts/args.js';
import { groupAt, groupsOf } from '../../../facts/groups.js';
import type { Token } from '../../../facts/site.js';
import { whereIs } from '../../../facts/where.js';
import type { Rule, RuleSeverity } from '../../rule.js';

/** Where a command names a subbasin group, and what Raven does when the group does not exist there. */
interface SubbasinGroupUse {
  readonly fileType: FileType;
  readonly raven: string;
  readonly severity: RuleSeverity;
  /** Raven looks the group up when the model is initialized, after the .rvh: any group of the .rvh will do. */
  readonly atInitialize?: true;
  readonly groups: (a: readonly Token[]) => readonly (Token | undefined)[];
}

const USES: Readonly<Record<string, SubbasinGroupUse>> = {
  ':DisableSubBasinGroup': {
    fileType: 'rvh',
    raven: 'Invalid Subbasin Group name supplied in :DisableSubBasinGroup command',
    severity: 'error',
    groups: (a) => [a[0]],
  },
  ':SBGroupPropertyMultiplier': {
    fileType: 'rvh',
    raven: ':SBGroupPropertyMultiplier: invalid subbasin group',
    severity: 'warning',
    groups: (a) => (a.length >= 3 ? [a[0]] : []),
  },
  ':SBGroupPropertyOverride': {
    fileType: 'rvh',
    raven: ':SBGroupPropertyOverride: invalid subbasin group',
    severity: 'warning',
    groups: (a) => (a.length >= 3 ? [a[0]] : []),
  },
  ':PopulateSubBasinGroup': {
    fileType: 'rvh',
    raven: ':PopulateSubBasinGroup: invalid SB group reference used in command',
    severity: 'error',
    groups: (a) =>
      a[2]?.text === 'SUBBASINS' && (a[3]?.text === 'WITHIN' || a[3]?.text === 'NOTWITHIN') ? [a[4]] : [],
  },
  ':PopulateHRUGroup': {
    fileType: 'rvh',
    raven: ':PopulateHRUGroup: invalid Subbasin group reference used in command',
    severity: 'error',
    groups: (a) => (a[2]?.text === 'HRUS' && a[3]?.text === 'WITHIN_SBGROUP' ? [a[4]] : []),
  },
  ':IntersectSubBasinGroups': {
    fileType: 'rvh',
    raven: 'Invalid SubBasin Group used in :IntersectSubBasinGroups command. Command ignored',
    severity: 'warning',
    groups: (a) => (a.length === 6 ? [a[2], a[5]] : []),
  },
  ':MergeSubBasinGroups': {
    fileType: 'rvh',
    raven: ':MergeSubBasinGroups: invalid SB group reference used in command',
    severity: 'error',
    groups: (a) => a.slice(2),
  },
  ':GaugedSubBasinGroup': {
    fileType: 'rvh',
    raven: ':GaugedSubBasinGroup: invalid SB group reference',
    severity: 'error',
    groups: (a) => (a.length === 1 ? [a[0]] : []),
  },
  ':GlobalParameterOverride': {
    fileType: 'rvp',
    raven: 'Invalid subbasin group in :LocalParameterOverride command',
    severity: 'error',
    atInitialize: true,
    groups: (a) => (a.length >= 3 ? [a[1]] : []),
  },
};

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
  check({ model, report }) {
    const groups = groupsOf(model);
    for (const type of ['rvp', 'rvh'] as const) {
      for (const ref of model.commands(type)) {
        const command = commandName(ref.command);
        const u = USES[command];
        if (!u || u.fileType !== type) continue;
        for (const name of u.groups(argTokens(ref))) {
          if (!name) continue;
          const defs = groups.subbasin.get(name.text);
          if (u.atInitialize ? defs : groupAt(groups.subbasin, name.text, ref)) continue;
          const quote = `Raven: "${u.raven}"`;
          const what = defs
            ? `subbasin group '${name.text}' is created only below this command (${whereIs(defs[0].name.site, name.site)}) (${quote}): create it above`
            : `subbasin group '${name.text}' is not defined${didYouMean(name.text, groups.subbasin.keys())} (${quote}): create it in the .rvh with :SubBasinGroup ${name.text} … :EndSubBasinGroup`;
          report({ at: name.site, severity: u.severity, message: `${command}: ${what}` });
        }
      }
    }
  },
};
