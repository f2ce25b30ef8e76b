import { observationsOf, RESERVOIR_QUANTITIES, SUBBASIN_QUANTITIES } from '../../../facts/observations.js';
import type { Rule } from '../../rule.js';
import { reservoirSubbasinsOf } from '../../../facts/reservoirSubbasins.js';

/** Raven's warning for observations of a reservoir quantity at a subbasin without one (CModel::Initialize). */
const NO_RESERVOIR: Readonly<Record<string, string>> = {
  RESERVOIR_STAGE: 'ModelInitialize#3',
  LAKE_AREA: 'ModelInitialize#4',
  RESERVOIR_INFLOW: 'ModelInitialize#5',
  RESERVOIR_NETINFLOW: 'ModelInitialize#6',
};

/** RV428: observations of a subbasin, or of its reservoir, that the model does not have. */
export const observationSubbasin: Rule = {
  code: 'RV428',
  name: 'observation-subbasin',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      "Observations of a reservoir quantity name a subbasin with a reservoir (a subbasin the model does not have at all is subbasin-id's, RV211).",
    why:
      'Observations of a reservoir quantity at a subbasin without a :Reservoir are kept but never compared ("Stage observations supplied for non-existent reservoir in subbasin N"). ' +
      'An irregular series of a reservoir quantity at a subbasin the model does not have makes Raven crash while it initialises (it asks the missing subbasin for its reservoir).',
    fix: 'Give the ID of the subbasin the gauge is on (the :SubBasins table), or of the subbasin whose :Reservoir is observed.',
    source:
      'ParseTimeSeriesFile.cpp (:ObservationData, :ObservationWeights); ModelInitialize.cpp CModel::Initialize (reservoir observations)',
    example: {
      fileType: 'rvt',
      bad: ':ObservationData RESERVOIR_STAGE 1 m\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
    },
  },
  ravenWarnings: Object.values(NO_RESERVOIR),
  check({ model, report }) {
    const reservoirs = reservoirSubbasinsOf(model);
    for (const s of observationsOf(model)) {
      const q = (SUBBASIN_QUANTITIES as readonly string[]).indexOf(s.type.text);
      if (q < 0) continue;
      const what = `${s.type.text} ${s.role === 'data' ? 'observations' : 'observation weights'}`;
      // A regular series at a missing subbasin is subbasin-id's (RV211), with this warning.
      if (!s.subbasinExists && s.irregular && NO_RESERVOIR[s.type.text] && s.role === 'data') {
        report({
          at: s.id.site,
          severity: 'error',
          message: `${what} at subbasin ${s.id.text}, which the model does not have: Raven crashes while it initialises (it asks the missing subbasin for its reservoir)`,
        });
      } else if (
        s.role === 'data' &&
        RESERVOIR_QUANTITIES.includes(s.type.text) &&
        s.subbasinExists &&
        !reservoirs.has(s.key)
      ) {
        report({
          at: s.id.site,
          message: `${what} at subbasin ${s.id.text}, which has no :Reservoir: Raven never compares them and warns ("observations supplied for non-existent reservoir")`,
          ravenWarning: NO_RESERVOIR[s.type.text],
        });
      }
    }
  },
};
