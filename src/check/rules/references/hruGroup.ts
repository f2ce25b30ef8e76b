import { catalogueWarnings } from '../../../../grammar/ravenWarningMatch.js';
import type { NameRef } from '../../../../grammar/types.js';
import { commandName } from '../../../ast/nodes.js';
import { didYouMean } from '../../didYouMean.js';
import { groupAt, groupsOf, type Groups } from '../../../facts/groups.js';
import { namesReferred } from '../../../facts/nameRefs.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import type { Token } from '../../../facts/site.js';
import { whereIs } from '../../../facts/where.js';
import type { Finding, Rule } from '../../rule.js';

/** RV208: a command names an HRU group that does not exist where Raven reads the command. */
export const hruGroup: Rule = {
  code: 'RV208',
  name: 'hru-group',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'Every HRU group a command names (:LateralEquilibrate, :LateralFlush, :AggregatedVariable, :CustomOutput … ONLY, :DisableHRUGroup, :LandUseChange, :MergeHRUGroups, :OverrideState, :-->Conditional HRU_GROUP …) exists when Raven reads the command.',
    why:
      'Raven reads the files in order (.rvi, .rvp, .rvh, .rvt, then .rvc) and creates an HRU group when the .rvi declares it with :DefineHRUGroup(s) (after :SoilModel) or when the .rvh first fills it (:HRUGroup, :PopulateHRUGroup …). A command of the .rvi or .rvp that names a group the .rvi has not declared above it stops the run (e.g. ":AggregatedVariable - invalid HRU Group used. Must define using :DefineHRUGroups command"), even if the .rvh lists the group\'s HRUs later. Group names are case-sensitive. ' +
      'Some commands only warn and are ignored (:WriteHRUGroupMBFile, :AggregateDiagnostic, :Nudge), and a :-->Conditional HRU_GROUP on an unknown group is silently false: the process runs in no HRU (IS) or in all (IS_NOT).',
    fix: 'Declare the group in the .rvi, below :SoilModel and above the command: `:DefineHRUGroups AllHRUs`; list its HRUs in the .rvh with :HRUGroup AllHRUs … :EndHRUGroup. Or correct the group name.',
    source:
      'ParseInput.cpp (:DefineHRUGroups, :AggregatedVariable, :LateralEquilibrate, :LateralFlush …); CustomOutput.cpp; Model.cpp, CModel::AddPropertyClassChange and GetHRUGroup; ParseHRUFile.cpp; ParseTimeSeriesFile.cpp :OverrideState; HydroProcessABC.cpp, ShouldApply',
    example: {
      fileType: 'rvi',
      bad: ':LateralEquilibrate RAVEN_DEFAULT AllHRUs SOIL[1] 1.0',
      good: ':DefineHRUGroups AllHRUs\n:LateralEquilibrate RAVEN_DEFAULT AllHRUs SOIL[1] 1.0',
      model: { rvh: ':HRUGroup AllHRUs\n  1\n:EndHRUGroup' },
    },
  },
  // The warnings of the commands that only warn (:AggregateDiagnostic, :WriteHRUGroupMBFile, :Nudge …).
  ravenWarnings: catalogueWarnings('warning', 'hruGroup'),
  check({ model, report }) {
    const groups = groupsOf(model);
    for (const type of ['rvi', 'rvp', 'rvh', 'rvt', 'rvc'] as const) {
      for (const ref of model.commands(type)) {
        const uses = namesReferred(ref, 'hruGroup');
        // Before :SoilModel Raven has no model to hold groups or processes: another problem, not this one.
        if (uses.length === 0 || (type === 'rvi' && beforeSoilModel(model.rvi, ref))) continue;
        for (const { token, how } of uses) {
          const finding = missing(groups, ref, token, how);
          if (finding) report(finding);
        }
      }
    }
  },
};

/** The finding for a group name at a command, or undefined when Raven finds the group there. */
function missing(groups: Groups, ref: CommandRef, name: Token, how: NameRef): Finding | undefined {
  const command = commandName(ref.command);
  const defs = groups.hru.get(name.text);
  if (how.missing === 'silent') {
    if (defs) return undefined;
    return {
      at: name.site,
      severity: 'warning',
      ravenWarning: null,
      message: `${command}: HRU group '${name.text}' is never created${hint(groups, name)}: Raven says nothing and treats no HRU as a member, so the process runs in ${ref.command.line.words[2]?.text === 'IS_NOT' ? 'every HRU' : 'no HRU'}`,
    };
  }
  if (groupAt(groups.hru, name.text, ref)) return undefined;
  const severity = how.missing;
  const quote = how.message === undefined ? 'Raven writes nothing for it' : `Raven: "${how.message}"`;
  const early = groups.tooEarly.get(name.text);
  let what: string;
  if (early) {
    what = `HRU group '${name.text}' is declared before :SoilModel (${whereIs(early.site, name.site)}), where Raven ignores the declaration (${quote}): move it below :SoilModel`;
  } else if (defs) {
    const first = defs[0];
    const inRvh = first.ref.file.fileType === 'rvh' && ref.file.fileType !== 'rvh';
    what = inRvh
      ? `HRU group '${name.text}' is created only in the .rvh (${whereIs(first.name.site, name.site)}), which Raven reads after the .${ref.file.fileType} (${quote}): declare it with :DefineHRUGroups ${name.text} in the .rvi, below :SoilModel`
      : `HRU group '${name.text}' is created only below this command (${whereIs(first.name.site, name.site)}) (${quote}): declare it above`;
  } else {
    what = `HRU group '${name.text}' is never declared${hint(groups, name)} (${quote}): add :DefineHRUGroups ${name.text} to the .rvi, below :SoilModel and above this line`;
  }
  return {
    at: name.site,
    severity,
    // Only the lines the catalogue names a warning for are Raven's; the rest it writes none for, or stops on.
    ravenWarning: how.warning ?? null,
    message: `${command}: ${what}`,
  };
}

function hint(groups: Groups, name: Token): string {
  return didYouMean(name.text, [...groups.hru.keys(), ...groups.tooEarly.keys()]);
}
