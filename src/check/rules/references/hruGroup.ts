import type { FileType } from '../../../../grammar/types.js';
import { commandName } from '../../../ast/nodes.js';
import { didYouMean } from '../../didYouMean.js';
import { argTokens } from '../../../facts/args.js';
import { groupAt, groupsOf, type Groups } from '../../../facts/groups.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import type { Token } from '../../../facts/site.js';
import { whereIs } from '../../../facts/where.js';
import type { Finding, Rule, RuleSeverity } from '../../rule.js';

/**
 * Where each command names an HRU group, and what Raven does when the group does not exist at that point:
 * `error` (it stops), `warning` (it warns and ignores the command), `runtime` (it looks the group up during
 * the run, so any group the .rvi or .rvh creates will do, and says nothing when there is none).
 */
interface GroupUse {
  readonly fileType: FileType;
  readonly raven: string;
  readonly severity: RuleSeverity | 'runtime';
  /** The group tokens of a use of the command (`a` is the argument list, a[0] = Raven's s[1]). */
  readonly groups: (a: readonly Token[]) => readonly (Token | undefined)[];
}

const USES: Readonly<Record<string, readonly GroupUse[]>> = {
  ':LateralEquilibrate': [
    use('rvi', 'Lateral Equilibrate - invalid HRU Group used', 'error', (a) => (a.length >= 4 ? [a[1]] : [])),
  ],
  ':LateralFlush': [
    use('rvi', "Lateral Flush - invalid 'to' or 'from' HRU Group used", 'error', (a) =>
      a.length >= 6 ? [a[1], a[4]] : [],
    ),
  ],
  ':LateralDivert': [
    use('rvi', "invalid 'to' or 'from' HRU Group used", 'error', (a) => (a.length >= 6 ? [a[1], a[4]] : [])),
  ],
  ':AggregatedVariable': [use('rvi', 'invalid HRU Group used', 'error', (a) => [a[1]])],
  ':DisableHRUGroup': [
    use('rvi', 'Invalid HRU Group name supplied in :DisableHRUGroup command', 'error', (a) => [a[0]]),
    use('rvh', 'Invalid HRU Group name supplied in :DisableHRUGroup command', 'error', (a) => [a[0]]),
  ],
  ':CustomOutput': [
    use('rvi', 'invalid HRU group index for Select HRU Aggregation', 'error', (a) =>
      a.length >= 6 && a[3]?.text === 'BY_HRU' && a[4]?.text === 'ONLY' ? [a[5]] : [],
    ),
  ],
  ':AggregateDiagnostic': [
    use('rvi', 'Invalid HRU Group in :AggregateDiagnostic command … ignored', 'warning', (a) =>
      a.length > 2 ? [a[2]] : [],
    ),
  ],
  ':WriteHRUGroupMBFile': [
    use('rvi', 'invalid HRU group specified in :WriteHRUGroupMBFile command', 'warning', (a) => [a[0]]),
  ],
  ':WriteHRUStorageOutput': [use('rvi', 'no output', 'warning', (a) => [a[0]])],
  ':HRUStorageOutput': [use('rvi', 'no output', 'warning', (a) => [a[0]])],
  ':MassInflux': [
    use('rvi', 'Invalid HRU Group name supplied in :MassInflux command', 'error', (a) =>
      a.length > 3 ? [a[3]] : [],
    ),
  ],
  ':-->Conditional': [
    use('rvi', '', 'runtime', (a) =>
      a[0]?.text === 'HRU_GROUP' && (a[1]?.text === 'IS' || a[1]?.text === 'IS_NOT') ? [a[2]] : [],
    ),
  ],
  ':LandUseChange': [use('rvp', 'invalid HRU Group name', 'error', (a) => (a.length >= 3 ? [a[0]] : []))],
  ':VegetationChange': [use('rvp', 'invalid HRU Group name', 'error', (a) => (a.length >= 3 ? [a[0]] : []))],
  ':HRUTypeChange': [use('rvp', 'invalid HRU Group name', 'error', (a) => (a.length >= 3 ? [a[0]] : []))],
  ':PopulateHRUGroup': [
    use('rvh', 'invalid HRU group reference used in command', 'error', (a) =>
      a[2]?.text === 'HRUS' && a[3]?.text === 'NOTWITHIN' ? [a[4]] : [],
    ),
  ],
  // Raven looks up the first group twice and never the second (ParseHRUFile.cpp): only the first matters.
  ':IntersectHRUGroups': [
    use('rvh', 'Invalid HRU Group used in :IntersectHRUGroups command. Command ignored', 'warning', (a) => [
      a[2],
    ]),
  ],
  ':MergeHRUGroups': [use('rvh', 'invalid HRU group reference used in command', 'error', (a) => a.slice(2))],
  ':OverrideState': [
    use('rvt', 'bad HRU group name provided in :OverrideState command', 'error', (a) => [a[1]]),
  ],
  ':Nudge': [
    use('rvc', 'Invalid HRU group in :Nudge command', 'warning', (a) => (a.length >= 4 ? [a[3]] : [])),
  ],
};

function use(
  fileType: FileType,
  raven: string,
  severity: GroupUse['severity'],
  groups: GroupUse['groups'],
): GroupUse {
  return { fileType, raven, severity, groups };
}

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
  check({ model, report }) {
    const groups = groupsOf(model);
    for (const type of ['rvi', 'rvp', 'rvh', 'rvt', 'rvc'] as const) {
      for (const ref of model.commands(type)) {
        const uses = USES[ref.command.spec?.name ?? commandName(ref.command)];
        const u = uses?.find((x) => x.fileType === type);
        // Before :SoilModel Raven has no model to hold groups or processes: another problem, not this one.
        if (!u || (type === 'rvi' && beforeSoilModel(model.rvi, ref))) continue;
        const args = argTokens(ref);
        for (const name of u.groups(args)) {
          if (!name) continue;
          const finding = missing(groups, ref, name, u);
          if (finding) report(finding);
        }
      }
    }
  },
};

/** The finding for a group name at a command, or undefined when Raven finds the group there. */
function missing(groups: Groups, ref: CommandRef, name: Token, u: GroupUse): Finding | undefined {
  const command = commandName(ref.command);
  const defs = groups.hru.get(name.text);
  if (u.severity === 'runtime') {
    if (defs) return undefined;
    return {
      at: name.site,
      severity: 'warning',
      message: `${command}: HRU group '${name.text}' is never created${hint(groups, name)}: Raven says nothing and treats no HRU as a member, so the process runs in ${ref.command.line.words[2]?.text === 'IS_NOT' ? 'every HRU' : 'no HRU'}`,
    };
  }
  if (groupAt(groups.hru, name.text, ref)) return undefined;
  const severity = u.severity;
  const quote = u.raven === 'no output' ? 'Raven writes nothing for it' : `Raven: "${u.raven}"`;
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
  return { at: name.site, severity, message: `${command}: ${what}` };
}

function hint(groups: Groups, name: Token): string {
  return didYouMean(name.text, [...groups.hru.keys(), ...groups.tooEarly.keys()]);
}
