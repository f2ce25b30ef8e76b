import { enkfSetupOf } from '../../../facts/enkfSetup.js';
import type { Rule } from '../../rule.js';

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
    for (const r of enkfSetupOf(model)?.refusals ?? []) {
      const words = `CEnKFEnsemble::Initialize: ${r.words}`;
      if (r.kind === 'members') {
        report({
          at: r.at.site,
          message: `an EnKF ensemble of ${r.at.text} member(s): Raven stops ("${words}")`,
        });
      } else {
        const what =
          r.kind === 'perturbation'
            ? ':ForcingPerturbation'
            : r.dropped
              ? ':AssimilatedState Raven keeps'
              : ':AssimilatedState';
        report({
          at: r.at.site,
          message: `an EnKF ensemble whose .rve has no ${what}: Raven stops after reading the model ("${words}")`,
        });
      }
    }
  },
};
