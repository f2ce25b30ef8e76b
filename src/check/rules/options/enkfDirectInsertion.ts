import { nameToken } from '../../../facts/args.js';
import { enkfSetupOf } from '../../../facts/enkfSetup.js';
import type { Rule } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';

/** ParseMainInputFile: EnKF with the .rvi's :AssimilateStreamflow (direct insertion turned off). */
const FLOW = 'ParseInput#136';
/** CEnKFEnsemble::Initialize: EnKF with the .rvi's :AssimilateReservoirStage (kept on). */
const STAGE = 'EnKF#2';

/**
 * RV545: an EnKF ensemble together with direct-insertion assimilation in the .rvi. Raven turns
 * `:AssimilateStreamflow` off at the end of the .rvi; `:AssimilateReservoirStage` it keeps, and warns when it
 * sets the ensemble up (after the .rvc, when CEnKFEnsemble::Initialize does not stop first).
 */
export const enkfDirectInsertion: Rule = {
  code: 'RV545',
  name: 'enkf-direct-insertion',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'An EnKF ensemble (`:EnsembleMode ENSEMBLE_ENKF`) does not also assimilate by direct insertion (`:AssimilateStreamflow`, `:AssimilateReservoirStage` in the .rvi).',
    why: 'Both change the model\'s states from the same observations. For streamflow Raven chooses: at the end of the .rvi it warns "Both direct insertion and EnKF assimilation options were enabled. Direct insertion will be turned off." and the .rvi\'s :AssimilateStreamflow does nothing (the .rvt\'s :AssimilateStreamflow lines still say which observations EnKF uses). Reservoir stage it keeps inserting, and warns when it sets the ensemble up: "CEnKFEnsemble::Initialize: It is not recommended to use EnKF data assimilation simultaneously with direct insertion reservoir stage assimilation (enabled with the :AssimilateReservoirStage command in the .rvi file). …".',
    fix: 'Remove `:AssimilateStreamflow` and `:AssimilateReservoirStage` from the .rvi of an EnKF run, and assimilate through the .rve (`:AssimilatedState STREAMFLOW <group>`, `:AssimilatedState RESERVOIR_STAGE <group>`).',
    source:
      'ParseInput.cpp, ParseMainInputFile (end of the .rvi; :AssimilateStreamflow, :AssimilateReservoirStage); EnKF.cpp, CEnKFEnsemble::Initialize',
    example: {
      fileType: 'rvi',
      bad: ':EnsembleMode ENSEMBLE_ENKF 5\n:AssimilateStreamflow',
      good: ':EnsembleMode ENSEMBLE_ENKF 5',
      model: {
        rve: ':ForcingPerturbation PRECIP DIST_NORMAL 1.0 0.1 MULTIPLICATIVE\n:AssimilatedState STREAMFLOW AllSB',
        rvh: ':SubBasinGroup AllSB\n  1\n:EndSubBasinGroup',
      },
    },
  },
  ravenWarnings: [FLOW, STAGE],
  check({ model, report }) {
    const enkf = enkfSetupOf(model);
    if (!enkf) return;
    const flow = model.uses('rvi', ':AssimilateStreamflow');
    if (flow.length) {
      report({
        at: nameToken(flow[0]).site,
        ravenWarning: FLOW,
        message: `:AssimilateStreamflow in the .rvi of an EnKF ensemble: Raven turns direct insertion off ("${ravenWords(FLOW)}")`,
      });
    }
    // Written when the ensemble is set up, after Initialize's own checks; a run-info file may set the mode.
    const stage = model.uses('rvi', ':AssimilateReservoirStage');
    if (stage.length && enkf.refusals.length === 0 && !enkf.modeUnknown) {
      report({
        at: nameToken(stage[0]).site,
        ravenWarning: STAGE,
        message: `:AssimilateReservoirStage in the .rvi of an EnKF ensemble: both change the reservoir stages from the same observations, and Raven warns ("${ravenWords(STAGE).split(' (enabled')[0]} …")`,
      });
    }
  },
};
