import { RAVEN_WARNINGS } from '../../../../grammar/ravenWarnings.js';
import { commandName } from '../../../ast/nodes.js';
import { nameToken } from '../../../facts/args.js';
import { ensembleModeOf } from '../../../facts/runFiles.js';
import type { Rule } from '../../rule.js';

/**
 * Raven's "command will be ignored" warnings of the .rve, each with its command and the one ensemble mode the
 * command is for (ParseEnsembleFile.cpp: `:ObjectiveFunction` only calibrates in DDS, the others only serve
 * EnKF), read from the condition in the warnings catalogue.
 */
const IGNORED = RAVEN_WARNINGS.filter(
  (w) => w.file === 'ParseEnsembleFile.cpp' && w.command && /will be ignored;/.test(w.message),
).map((w) => ({ warning: w, mode: /GetType\(\)==(ENSEMBLE_\w+)/.exec(w.when ?? '')?.[1] ?? '' }));

/** RV591: a command of the .rve that only another ensemble mode uses (EnKF settings, a DDS objective). */
export const ensembleCommandIgnored: Rule = {
  code: 'RV591',
  name: 'ensemble-command-ignored',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'The commands of the .rve serve the ensemble mode the .rvi sets: :ObjectiveFunction only ENSEMBLE_DDS; :ForcingPerturbation, :AssimilatedState, :SolutionRunName, :WindowSize, :ObservationErrorModel, :EnKFMode and :ExtraRVTFilename only ENSEMBLE_ENKF.',
    why: 'Raven reads the .rve for every ensemble mode but uses each of these commands in one mode only; in another it warns (":ObjectiveFunction command will be ignored; no calibration method specified.", ":ForcingPerturbation command will be ignored; only valid for EnKF ensemble simulation.") and goes on without it: a Monte Carlo run does not perturb the forcings the .rve lists, a DDS run does not assimilate.',
    fix: 'Set the ensemble mode the commands are written for (`:EnsembleMode ENSEMBLE_ENKF 25`), or remove the commands this mode does not use.',
    source:
      'ParseEnsembleFile.cpp, ParseEnsembleFile (:ObjectiveFunction, :ForcingPerturbation … :ExtraRVTFilename)',
    example: {
      fileType: 'rve',
      bad: ':WindowSize 3',
      good: '# :WindowSize 3 (EnKF only)',
      model: { rvi: ':EnsembleMode ENSEMBLE_MONTECARLO 2' },
    },
  },
  ravenWarnings: IGNORED.map((i) => i.warning.id),
  check({ model, report }) {
    const mode = ensembleModeOf(model.rvi);
    // Raven reads the .rve only in an ensemble mode.
    if (mode === 'ENSEMBLE_NONE') return;
    for (const ref of model.commands('rve')) {
      const name = commandName(ref.command);
      const ignored = IGNORED.find((i) => i.warning.command === name);
      if (!ignored || ignored.mode === mode) continue;
      report({
        at: nameToken(ref).site,
        ravenWarning: ignored.warning.id,
        message: `${name} serves ${ignored.mode} only, and the .rvi sets ${mode}: Raven warns ("${ignored.warning.message}") and goes on without it`,
      });
    }
  },
};
