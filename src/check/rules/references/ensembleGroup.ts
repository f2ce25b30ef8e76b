import { commandName } from '../../../ast/nodes.js';
import { didYouMean } from '../../didYouMean.js';
import { argToken } from '../../../facts/args.js';
import { droppedState } from '../../../facts/assimilatedState.js';
import { groupsOf } from '../../../facts/groups.js';
import { ensembleModeOf } from '../../../facts/runFiles.js';
import { resolveStore } from '../../../facts/stores.js';
import type { Rule } from '../../rule.js';

/** The assimilated states of a subbasin group (every other state is of an HRU group). */
const SUBBASIN_STATES = new Set(['STREAMFLOW', 'RESERVOIR_STAGE']);

/**
 * RV293: in an EnKF ensemble, the group of an `:AssimilatedState` (a subbasin group for STREAMFLOW and
 * RESERVOIR_STAGE, else an HRU group) or of a `:ForcingPerturbation` (an HRU group) does not exist.
 */
export const ensembleGroup: Rule = {
  code: 'RV293',
  name: 'ensemble-group',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'In an EnKF ensemble, the group an :AssimilatedState names (a subbasin group for STREAMFLOW and RESERVOIR_STAGE, an HRU group for any other state) and the HRU group a :ForcingPerturbation may name exist in the model.',
    why: 'Raven looks the groups up when it reads the .rve in EnKF mode. An :AssimilatedState group it does not find is an error ("ParseEnsembleFile: :AssimilatedState subbasin/HRU group does not exist"); a :ForcingPerturbation group it does not find it does not check at all, and the run crashes (a segmentation fault) before the simulation. Group names are compared exactly. Outside EnKF mode both commands are ignored (RV591).',
    fix: 'Correct the group name, or define the group in the .rvh (:SubBasinGroup … :EndSubBasinGroup, :HRUGroup … :EndHRUGroup) or the .rvi (:DefineHRUGroups).',
    source:
      'ParseEnsembleFile.cpp, ParseEnsembleFile (:AssimilatedState, :ForcingPerturbation); Model.cpp, GetSubBasinGroup, GetHRUGroup',
    example: {
      fileType: 'rve',
      bad: ':ForcingPerturbation PRECIP DIST_NORMAL 1.0 0.1 MULTIPLICATIVE\n:AssimilatedState STREAMFLOW AllSubbasins',
      good: ':ForcingPerturbation PRECIP DIST_NORMAL 1.0 0.1 MULTIPLICATIVE\n:AssimilatedState STREAMFLOW AllSB',
      model: {
        rvi: ':EnsembleMode ENSEMBLE_ENKF 5',
        rvh: ':SubBasinGroup AllSB\n  1\n:EndSubBasinGroup',
      },
    },
  },
  check({ model, report }) {
    if (ensembleModeOf(model.rvi) !== 'ENSEMBLE_ENKF') return;
    const groups = groupsOf(model);
    for (const ref of model.commands('rve')) {
      const name = commandName(ref.command);
      if (name === ':ForcingPerturbation') {
        const group = argToken(ref, 5);
        if (!group || groups.hru.has(group.text)) continue;
        report({
          at: group.site,
          message: `:ForcingPerturbation: HRU group '${group.text}' does not exist${didYouMean(group.text, [...groups.hru.keys()])}: Raven does not check, and crashes (segmentation fault) before the simulation`,
        });
      } else if (name === ':AssimilatedState') {
        const state = argToken(ref, 0);
        const group = argToken(ref, 1);
        // A state Raven drops (with a warning, RV292) is not looked further at.
        if (!state || !group || droppedState(model, ref)) continue;
        const store = resolveStore(state.text, []);
        if (store.type === undefined) continue;
        const ofSubbasins = SUBBASIN_STATES.has(store.type);
        const known = ofSubbasins ? groups.subbasin : groups.hru;
        if (known.has(group.text)) continue;
        report({
          at: group.site,
          message: `:AssimilatedState ${state.text}: ${ofSubbasins ? 'subbasin' : 'HRU'} group '${group.text}' does not exist${didYouMean(group.text, [...known.keys()])}: Raven stops ("ParseEnsembleFile: :AssimilatedState subbasin/HRU group does not exist")`,
        });
      }
    }
  },
};
