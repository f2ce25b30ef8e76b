import { RAVEN_WARNINGS } from '../../../../grammar/ravenWarnings.js';
import type { RavenWarning } from '../../../../grammar/types.js';
import { commandName } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import { droppedState } from '../../../facts/assimilatedState.js';
import { networkOf } from '../../../facts/network.js';
import { observationsOf } from '../../../facts/observations.js';
import { idKey } from '../../../facts/ravenNumbers.js';
import { ensembleModeOf } from '../../../facts/runFiles.js';
import type { Token } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** Raven's warning of an .rve command, by the start of its condition in the warnings catalogue. */
function warningOf(command: string, when: RegExp): RavenWarning {
  return RAVEN_WARNINGS.find(
    (w) => w.file === 'ParseEnsembleFile.cpp' && w.command === command && when.test(w.when ?? ''),
  )!;
}

const NO_STATE = warningOf(':AssimilatedState', /i == DOESNT_EXIST/);
const NO_SUBBASIN = warningOf(':AssimilateStreamflow', /GetSubBasinByID/);
const NO_OBSERVATION = warningOf(':AssimilateStreamflow', /ObsExists/);

/**
 * RV292: what the .rve's assimilation commands name is not in the model: `:AssimilateStreamflow` a subbasin
 * that does not exist or has no observed hydrograph, `:AssimilatedState` (EnKF) a soil layer beyond :SoilModel.
 */
export const ensembleAssimilation: Rule = {
  code: 'RV292',
  name: 'ensemble-assimilation',
  category: 'references',
  severity: 'warning',
  docs: {
    summary:
      ':AssimilateStreamflow in the .rve names a subbasin of the model that has a regular observed HYDROGRAPH series in the .rvt; :AssimilatedState (EnKF) names a state variable the model has.',
    why: 'Raven checks each line when it reads the .rve. A subbasin it does not find it warns about ("ParseTimeSeries::Trying to assimilate streamflow at non-existent subbasin 99"), and one without a regular :ObservationData HYDROGRAPH series too ("no observation time series associated with subbasin … Cannot assimilate flow in this subbasin."): nothing is assimilated there. In EnKF mode, an :AssimilatedState the model does not have ("State variable SOIL[4] does not exist in this model and will be ignored") is dropped. rvkit reports a soil layer beyond :SoilModel; another state variable the model lacks is not reported (the model\'s stores are not reproduced).',
    fix: 'Correct the subbasin ID or add its observed hydrograph to the .rvt (:ObservationData HYDROGRAPH <SBID> m3/s); name a soil layer the soil model has.',
    source:
      'ParseEnsembleFile.cpp, ParseEnsembleFile (:AssimilateStreamflow, :AssimilatedState); Assimilate.cpp, IsContinuousFlowObs2',
    example: {
      fileType: 'rve',
      bad: ':AssimilateStreamflow 2',
      good: ':AssimilateStreamflow 1',
      model: {
        rvi: ':EnsembleMode ENSEMBLE_MONTECARLO 2',
        rvt: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0\n  2.0\n  3.0\n:EndObservationData',
      },
    },
  },
  ravenWarnings: [NO_STATE.id, NO_SUBBASIN.id, NO_OBSERVATION.id],
  check({ model, report }) {
    const mode = ensembleModeOf(model.rvi);
    // Raven reads the .rve only in an ensemble mode.
    if (mode === 'ENSEMBLE_NONE') return;
    const say = (at: Token, why: string, warning: RavenWarning, words: string) =>
      report({
        at: at.site,
        ravenWarning: warning.id,
        message: `${why}: Raven warns ("${words}") ${warning.id === NO_STATE.id ? 'and leaves the state out' : 'and assimilates nothing there'}`,
      });
    const network = networkOf(model);
    for (const ref of model.commands('rve')) {
      const name = commandName(ref.command);
      const t = argToken(ref, 0);
      if (!t) continue;
      if (name === ':AssimilateStreamflow') {
        const key = idKey(t.text);
        if (!network.subbasinById.has(key)) {
          say(
            t,
            `:AssimilateStreamflow: subbasin ${t.text} is not a subbasin of the .rvh`,
            NO_SUBBASIN,
            NO_SUBBASIN.message.replace('{SBID}', String(key)),
          );
          continue;
        }
        const observed = observationsOf(model).some(
          (o) => o.role === 'data' && !o.irregular && o.kept && o.type.text === 'HYDROGRAPH' && o.key === key,
        );
        if (!observed) {
          say(
            t,
            `:AssimilateStreamflow: subbasin ${t.text} has no regular observed HYDROGRAPH series in the .rvt`,
            NO_OBSERVATION,
            NO_OBSERVATION.message.replace('{SBID}', String(key)),
          );
        }
      } else if (name === ':AssimilatedState' && mode === 'ENSEMBLE_ENKF') {
        const why = droppedState(model, ref);
        if (why) say(t, `:AssimilatedState: ${why}`, NO_STATE, NO_STATE.message.replace('{s[1]}', t.text));
      }
    }
  },
};
