import { warningIn, warningWords } from '../../../../grammar/ravenWarningMatch.js';
import { argToken } from '../../../facts/args.js';
import { BLANK, forcingDataOf } from '../../../facts/forcingData.js';
import { networkOf } from '../../../facts/network.js';
import { observationsOf } from '../../../facts/observations.js';
import { idKey, isNegativeKey, type IdKey } from '../../../facts/ravenNumbers.js';
import type { Rule } from '../../rule.js';

/** Raven's warnings of CModel::OverrideStreamflow: blanks in the observations, an outlet subbasin. */
const [BLANKS, OUTLET] = ['blanks in observation data', 'outlet subbasin'].map((words) =>
  warningIn('CModel::OverrideStreamflow', words),
);

/**
 * RV489: `:OverrideStreamflow` that does nothing. CModel::OverrideStreamflow takes the first regular HYDROGRAPH
 * series of the subbasin read before the command; with a blank (-1.2345) among its values it warns and does
 * nothing; at an outlet (no downstream subbasin, or one the override already cut) it warns that the override has
 * no effect. Otherwise the observations become the downstream subbasin's inflow and the subbasin is cut off.
 */
export const overrideStreamflow: Rule = {
  code: 'RV489',
  name: 'override-streamflow',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      '`:OverrideStreamflow` is for a subbasin with a downstream subbasin, below a HYDROGRAPH series of that subbasin without blanks (-1.2345).',
    why: 'Raven replaces the flow leaving the subbasin by its observed hydrograph, as an inflow to the subbasin downstream. It reads the observations when it reads the command, so they must come above it; a blank anywhere in them and Raven warns ("CModel::OverrideStreamflow::cannot override streamflow if there are blanks in observation data") and leaves the model as it is. At an outlet there is nothing downstream to pass the flow to ("CModel::OverrideStreamflow: overriding streamflow at an outlet subbasin has no impact on model operation").',
    fix: 'Fill the blanks of the observed series (or cut the series to a period without them), and override the flow of a subbasin that has one downstream.',
    source: 'Model.cpp CModel::OverrideStreamflow; ParseTimeSeriesFile.cpp (:OverrideStreamflow)',
    example: {
      fileType: 'rvt',
      bad: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData\n:OverrideStreamflow 1',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
    },
  },
  ravenWarnings: [BLANKS.id, OUTLET.id],
  async check({ model, report, host }) {
    const overrides = model.uses('rvt', ':OverrideStreamflow');
    if (overrides.length === 0) return;
    const network = networkOf(model);
    const data = await forcingDataOf(model, host);
    const hydrographs = observationsOf(model).filter(
      (o) => o.role === 'data' && !o.irregular && o.kept && o.type.text === 'HYDROGRAPH',
    );
    const cut = new Set<IdKey>();
    for (const ref of overrides) {
      const id = argToken(ref, 0);
      if (!id) continue;
      const key = idKey(id.text);
      const sb = network.subbasinById.get(key);
      if (!sb) continue; // Raven warns of a subbasin it does not have (another warning)
      const obs = hydrographs.find((o) => o.key === key && o.ref.index < ref.index);
      if (!obs) continue;
      const series = data.series.find((s) => s.ref.command === obs.ref.command);
      const values = series?.values?.();
      if (!values) continue;
      let blank = -1;
      for (let i = 0; i < values.length && blank < 0; i++) if (values.value(i) === BLANK) blank = i;
      if (blank >= 0) {
        report({
          at: id.site,
          ravenWarning: BLANKS.id,
          message: `the HYDROGRAPH of subbasin ${id.text} has a blank (value ${blank + 1} is -1.2345): Raven warns ("${warningWords(BLANKS)}") and does not override the flow`,
        });
        continue;
      }
      const down = sb.downstreamKey;
      const outlet = down === undefined || isNegativeKey(down);
      if (cut.has(key) || outlet) {
        report({
          at: id.site,
          ravenWarning: OUTLET.id,
          message: `subbasin ${id.text} has no subbasin downstream${cut.has(key) ? ' (its flow is already overridden above)' : ''}: Raven warns ("${warningWords(OUTLET)}")`,
        });
        continue;
      }
      cut.add(key);
    }
  },
};
