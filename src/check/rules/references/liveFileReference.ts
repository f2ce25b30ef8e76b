import { RAVEN_WARNINGS } from '../../../../grammar/ravenWarnings.js';
import type { RavenWarning } from '../../../../grammar/types.js';
import { commandName } from '../../../ast/nodes.js';
import { didYouMean } from '../../didYouMean.js';
import { argToken } from '../../../facts/args.js';
import { groupsOf } from '../../../facts/groups.js';
import { networkOf } from '../../../facts/network.js';
import { idKey } from '../../../facts/ravenNumbers.js';
import { liveFileRead } from '../../../facts/runFiles.js';
import { lookupClass } from '../../../facts/rvpFacts.js';
import type { Token } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** Raven's warnings of the live file, by the command it reads and what it did not find (ParseLiveFile.cpp). */
const WARNINGS = RAVEN_WARNINGS.filter((w) => w.file === 'ParseLiveFile.cpp' && w.command);

/** Raven's warning of `command` when it does not find the HRU or group (`target`) or the class (`class`). */
function warningOf(command: string, missing: 'target' | 'class'): RavenWarning | undefined {
  return WARNINGS.find(
    (w) => w.command === command && (missing === 'target' ? /pHRU/ : /_class/).test(w.when ?? ''),
  );
}

/** The class kind a live-file argument names, by its catalogue name. */
const CLASS_ARGS: Readonly<Record<string, 'vegetation' | 'landuse'>> = {
  vegetation_class: 'vegetation',
  land_use_class: 'landuse',
};

/** RV291: a change of the live file (.rvl) names an HRU, HRU group or class the model does not have. */
export const liveFileReference: Rule = {
  code: 'RV291',
  name: 'live-file-reference',
  category: 'references',
  severity: 'warning',
  docs: {
    summary:
      'Every HRU ID, HRU group and class a change of the live file (.rvl: :VegetationChange, :LandUseChange, :HRUTypeChange and their Group… forms) names exists in the model.',
    why: 'With :ReadLiveFile in the .rvi, Raven re-reads the .rvl every N days of the run and applies its changes. It looks the HRU (by ID) or the HRU group (by exact name) up first, then the class (by name without regard to case, or by 1-based number); what it does not find it warns about ("ParseLiveFile: invalid HRU ID provided in :VegetationChange command", "… invalid vegetation tag …", "… invalid HRU Group name …"), each time it reads the file, and the change is not made. Some of Raven\'s messages name another command than the line at fault (:GroupVegetationChange warns of :GroupLandUseChange).',
    fix: 'Correct the HRU ID, the group name or the class name, or define the class in the .rvp (:VegetationClasses, :LandUseClasses) and the group in the .rvi/.rvh.',
    source:
      'ParseLiveFile.cpp, ParseLiveFile; Model.cpp, GetHRUByID, GetHRUGroup, StringToVegClass, StringToLUClass',
    example: {
      fileType: 'rvl',
      bad: ':VegetationChange 1 FORSET',
      good: ':VegetationChange 1 FOREST',
      model: { rvi: ':ReadLiveFile 1' },
    },
  },
  ravenWarnings: WARNINGS.filter((w) => /pHRU|_class/.test(w.when ?? '')).map((w) => w.id),
  check({ model, report }) {
    if (!liveFileRead(model.rvi)) return;
    const network = networkOf(model);
    const groups = groupsOf(model);
    const say = (at: Token, why: string, warning: RavenWarning) =>
      report({
        at: at.site,
        ravenWarning: warning.id,
        message: `${why}: Raven warns ("${warning.message}") each time it reads the live file, and makes no change`,
      });
    for (const ref of model.commands('rvl')) {
      const name = commandName(ref.command);
      const args = ref.command.spec?.args;
      const unknown = warningOf(name, 'target');
      const target = argToken(ref, 0);
      const value = argToken(ref, 1);
      // A short line reads past its words (a syntax error of its own): left to the syntax rules.
      if (!args || !unknown || !target || !value) continue;
      if (args[0]?.name === 'hru_id') {
        if (!network.hruById.has(idKey(target.text))) {
          say(target, `${name}: HRU ${target.text} is not an HRU of the .rvh`, unknown);
          continue;
        }
      } else if (!groups.hru.has(target.text)) {
        say(
          target,
          `${name}: HRU group '${target.text}' does not exist${didYouMean(target.text, [...groups.hru.keys()])}`,
          unknown,
        );
        continue;
      }
      const kind = CLASS_ARGS[args[1]?.name ?? ''];
      const badClass = warningOf(name, 'class');
      if (!kind || !badClass) continue;
      const defined = model.rvp.classes[kind];
      if (lookupClass(defined, value.text) !== undefined) continue;
      const table = kind === 'landuse' ? ':LandUseClasses' : ':VegetationClasses';
      say(
        value,
        `${name}: '${value.text}' is not a class of ${table}${didYouMean(value.text, [...defined.keys()])}`,
        badClass,
      );
    }
  },
};
