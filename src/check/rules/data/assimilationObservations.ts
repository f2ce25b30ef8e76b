import { commandName } from '../../../ast/nodes.js';
import { argToken, nameToken } from '../../../facts/args.js';
import { networkOf } from '../../../facts/network.js';
import { observationsOf, type ObservationSeries } from '../../../facts/observations.js';
import { atoll, idKey, type IdKey } from '../../../facts/ravenNumbers.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { lastOf } from '../../../facts/rviFacts.js';
import type { Rule } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';
import { reservoirSubbasinsOf } from '../../../facts/reservoirSubbasins.js';
import { assimilatedSubbasinsOf } from '../../../facts/assimilatedSubbasins.js';

const NO_FLOW = 'ParseTimeSeriesFile#40';
const NO_STAGE = 'ParseTimeSeriesFile#45';
const NONE_ENABLED = 'Assimilate#1';

/**
 * RV470: assimilation asked for where Raven has nothing to assimilate. A subbasin joins streamflow assimilation
 * only when a regular HYDROGRAPH series of it was read before its :AssimilateStreamflow (IsContinuousFlowObs2;
 * RESERVOIR_STAGE for :AssimilateReservoirStage), and the .rvi's :AssimilateStreamflow warns at initialisation
 * when no subbasin joined (CModel::InitializeDataAssimilation), unless :EnsembleMode ENSEMBLE_ENKF turned it off.
 */
export const assimilationObservations: Rule = {
  code: 'RV470',
  name: 'assimilation-observations',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'Each subbasin named by :AssimilateStreamflow (or :AssimilateReservoirStage) has a regular HYDROGRAPH (RESERVOIR_STAGE) :ObservationData read before it, and the .rvi’s :AssimilateStreamflow has a subbasin to assimilate.',
    why:
      'Raven looks for the observations among the series read so far: an :IrregularObservations series, one of weights, or one given later in the .rvt does not count, and it warns ("ParseTimeSeriesFile::AssimilateStreamflow: no observation time series associated with subbasin 1. Cannot assimilate flow in this subbasin.") and leaves the subbasin out. ' +
      'With no subbasin left, the .rvi’s :AssimilateStreamflow does nothing ("InitializeDataAssimlation: :AssimilateStreamflow command was used in .rvi file, but no observations were enabled …").',
    fix: 'Put :AssimilateStreamflow SBID after the subbasin’s :ObservationData HYDROGRAPH (a regular series), or remove it.',
    source:
      'ParseTimeSeriesFile.cpp (:AssimilateStreamflow, :AssimilateReservoirStage); ParseEnsembleFile.cpp (:AssimilateStreamflow); Assimilate.cpp CModel::InitializeDataAssimilation',
    example: {
      fileType: 'rvt',
      bad: ':AssimilateStreamflow 1\n:ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData\n:AssimilateStreamflow 1',
      model: { rvi: ':AssimilateStreamflow' },
    },
  },
  ravenWarnings: [NO_FLOW, NO_STAGE, NONE_ENABLED],
  check({ model, report }) {
    const network = networkOf(model);
    const reservoirs = reservoirSubbasinsOf(model);
    const series = observationsOf(model).filter((s) => s.role === 'data' && !s.irregular);
    /** A regular series of `type` at subbasin `key` read before `ref` (anywhere in the .rvt when undefined). */
    const observed = (type: string, key: IdKey, ref?: CommandRef) =>
      series.some(
        (s: ObservationSeries) => s.type.text === type && s.key === key && (!ref || s.ref.index < ref.index),
      );
    const need = (ref: CommandRef, type: string, id: string) => {
      const sb = argToken(ref, 0);
      if (!sb) return;
      const key = idKey(sb.text);
      // A subbasin the model lacks, or a reservoir stage without a reservoir, is series-subbasin's (RV270).
      if (!network.subbasinById.has(key) || (type === 'RESERVOIR_STAGE' && !reservoirs.has(key))) return;
      if (observed(type, key, ref)) return;
      const later = observed(type, key);
      const words = ravenWords(id, atoll(sb.text));
      report({
        at: sb.site,
        message: `${commandName(ref.command)} ${sb.text}: ${later ? `the subbasin's regular ${type} series comes after this command, and Raven looks only among the series read before it` : `no regular ${type} :ObservationData of subbasin ${sb.text}${type === 'HYDROGRAPH' ? ' (irregular series and weights do not count)' : ''}`}: Raven leaves it out of the assimilation and warns ("${words}")`,
        ravenWarning: id,
      });
    };
    for (const ref of model.uses('rvt', ':AssimilateStreamflow')) need(ref, 'HYDROGRAPH', NO_FLOW);
    for (const ref of model.uses('rvt', ':AssimilateReservoirStage')) need(ref, 'RESERVOIR_STAGE', NO_STAGE);
    // The .rve's own :AssimilateStreamflow warnings are its file's rules'; a subbasin it enables counts here.
    const enabled = assimilatedSubbasinsOf(model);

    const asked = lastOf(model.rvi, ':AssimilateStreamflow');
    const ensemble = lastOf(model.rvi, ':EnsembleMode');
    const enkf = ensemble && argToken(ensemble, 1) && argToken(ensemble, 0)?.text === 'ENSEMBLE_ENKF';
    if (asked && !enkf && enabled.size === 0) {
      report({
        at: nameToken(asked).site,
        message: `:AssimilateStreamflow: no subbasin joins the assimilation (an .rvt or .rve ':AssimilateStreamflow SBID' after a regular HYDROGRAPH series of it): Raven assimilates nothing and warns ("${ravenWords(NONE_ENABLED)}")`,
        ravenWarning: NONE_ENABLED,
      });
    }
  },
};
