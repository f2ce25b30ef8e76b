import { commandName } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import { droppedState } from '../../../facts/assimilatedState.js';
import { sToI } from '../../../facts/ravenNumbers.js';
import { ensembleLine } from '../../../facts/runFiles.js';
import type { Rule } from '../../rule.js';

/** The EnKF modes that only forecast: Raven then needs neither perturbations nor assimilated states. */
const FORECASTS = new Set(['ENKF_FORECAST', 'ENKF_OPEN_FORECAST']);

/**
 * RV593: an EnKF ensemble (`:EnsembleMode ENSEMBLE_ENKF`) that CEnKFEnsemble::Initialize refuses: one member,
 * or (outside the forecast modes) no forcing perturbation or no assimilated state in the .rve.
 */
export const enkfSetup: Rule = {
  code: 'RV593',
  name: 'enkf-setup',
  category: 'options',
  severity: 'error',
  docs: {
    summary:
      'An EnKF ensemble has more than one member and, unless :EnKFMode is ENKF_FORECAST or ENKF_OPEN_FORECAST, at least one :ForcingPerturbation and one :AssimilatedState in the .rve.',
    why: 'Raven reads the .rve, initialises the model and the .rvc, then sets the EnKF ensemble up and stops when it has nothing to do: "CEnKFEnsemble::Initialize: number of EnKF ensemble members must be >1", "… at least one forcing perturbation must be set using :ForcingPerturbation command", "… at least one assimilated state must be set in :ForcingPerturbation command" (the message names the wrong command: the state comes from :AssimilatedState). An :AssimilatedState Raven drops with a warning (a state variable the model lacks) does not count. The first :EnKFMode of the .rve sets the mode; a FEWS run-info file (:FEWSRunInfoFile) may set it first, and then this rule says nothing of the mode-dependent needs.',
    fix: 'Give the ensemble two members or more (`:EnsembleMode ENSEMBLE_ENKF 25`), and add to the .rve the perturbation and the state to assimilate: `:ForcingPerturbation RAINFALL DIST_GAMMA 1.0 0.1 MULTIPLICATIVE`, `:AssimilatedState STREAMFLOW AllSubbasins`.',
    source:
      'EnKF.cpp, CEnKFEnsemble::Initialize; ParseEnsembleFile.cpp (:ForcingPerturbation, :AssimilatedState, :EnKFMode); ParseInput.cpp (:EnsembleMode)',
    example: {
      fileType: 'rve',
      bad: ':AssimilatedState STREAMFLOW AllSB',
      good: ':ForcingPerturbation PRECIP DIST_NORMAL 1.0 0.1 MULTIPLICATIVE\n:AssimilatedState STREAMFLOW AllSB',
      model: {
        rvi: ':EnsembleMode ENSEMBLE_ENKF 5',
        rvh: ':SubBasinGroup AllSB\n  1\n:EndSubBasinGroup',
      },
    },
  },
  check({ model, report }) {
    const line = ensembleLine(model.rvi);
    if (line?.mode.text !== 'ENSEMBLE_ENKF') return;
    if (sToI(line.members.text) <= 1) {
      report({
        at: line.members.site,
        message: `an EnKF ensemble of ${line.members.text} member(s): Raven stops ("CEnKFEnsemble::Initialize: number of EnKF ensemble members must be >1")`,
      });
    }
    // A run-info file may set the mode first; the .rve's first :EnKFMode is then ignored.
    if (model.rvi.byName.has(':FEWSRunInfoFile')) return;
    const rve = model.commands('rve');
    // The first :EnKFMode sets the mode; a later one is ignored.
    const enkfMode = rve.find((r) => commandName(r.command) === ':EnKFMode');
    if (enkfMode && FORECASTS.has(argToken(enkfMode, 0)?.text ?? '')) return;
    const lacks = (what: string, words: string) =>
      report({
        at: line.mode.site,
        message: `an EnKF ensemble whose .rve has no ${what}: Raven stops after reading the model ("CEnKFEnsemble::Initialize: ${words}")`,
      });
    if (!rve.some((r) => commandName(r.command) === ':ForcingPerturbation')) {
      lacks(
        ':ForcingPerturbation',
        'at least one forcing perturbation must be set using :ForcingPerturbation command',
      );
    }
    const states = rve.filter((r) => commandName(r.command) === ':AssimilatedState');
    if (!states.some((r) => !droppedState(model, r))) {
      lacks(
        states.length ? ':AssimilatedState Raven keeps' : ':AssimilatedState',
        'at least one assimilated state must be set in :ForcingPerturbation command',
      );
    }
  },
};
