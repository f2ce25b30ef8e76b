import { argTokens } from '../../../facts/args.js';
import { observationsOf } from '../../../facts/observations.js';
import { closestStore, resolveStore, type AliasDef } from '../../../facts/stores.js';
import type { Rule } from '../../rule.js';
import { QUIET_SUBBASIN_OBSERVATIONS, SUBBASIN_OBSERVATIONS } from '../references/idReferences.js';

/** The observation types CModel::UpdateDiagnostics computes besides state variables. */
const KNOWN = [...SUBBASIN_OBSERVATIONS, ...QUIET_SUBBASIN_OBSERVATIONS];

/** Raven's warning for an observation type it has no model value for. */
const WARNING = 'Model#10';

/**
 * RV486: an observed series of a type Raven has no model value for. CModel::UpdateDiagnostics pairs each
 * observed series with a model value: the eight subbasin quantities by name (case matters), anything else as a
 * state variable (StringToSVType, upper-cased, through the .rvi's :Alias list) of the HRU with the series' ID.
 * A type that is neither, at an ID that is a subbasin, gets the warning at the start of the run and a model
 * value of 0 throughout (at an ID that is no subbasin the value is left blank without a word).
 */
export const observationType: Rule = {
  code: 'RV486',
  name: 'observation-type',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'The type of each observed series (`:ObservationData`, `:IrregularObservations`) is one Raven computes: HYDROGRAPH, RESERVOIR_STAGE, RESERVOIR_INFLOW, RESERVOIR_NETINFLOW, WATER_LEVEL, LAKE_AREA, STREAM_CONCENTRATION, STREAM_TEMPERATURE (in capitals), or a state variable (SNOW, SOIL[0] …) observed at an HRU.',
    why: 'Raven compares what it simulates with each observed series by the series\' type. A type it does not know (DISCHARGE, SWE, a lower-case hydrograph) at a subbasin ID gets the warning "CModel::UpdateDiagnostics: invalid tag (DISCHARGE)used for specifying Observation type" at the start of the run, and a simulated value of 0 at every step: the diagnostics compare your observations with zeros, and the series in Hydrographs.csv is not written.',
    fix: 'Use the type Raven knows for the quantity (HYDROGRAPH for streamflow, SNOW for snow water equivalent).',
    source:
      'Model.cpp CModel::UpdateDiagnostics; ParseTimeSeriesFile.cpp (:ObservationData, :IrregularObservations)',
    example: {
      fileType: 'rvt',
      bad: ':ObservationData DISCHARGE 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
    },
  },
  ravenWarnings: [WARNING],
  check({ model, report }) {
    const aliases: AliasDef[] = model.uses('rvi', ':Alias').flatMap((ref) => {
      const [name, target] = argTokens(ref);
      return name && target ? [{ name, target, ref }] : [];
    });
    for (const s of observationsOf(model)) {
      if (s.role !== 'data' || !s.subbasinExists) continue;
      const type = s.type.text;
      if (KNOWN.includes(type) || resolveStore(type, aliases).type !== undefined) continue;
      const guess = closestStore(type, aliases);
      const known = KNOWN.find((k) => k === type.toUpperCase());
      const hint = known ? ` (did you mean ${known}?)` : guess ? ` (did you mean ${guess}?)` : '';
      report({
        at: s.type.site,
        ravenWarning: WARNING,
        message: `'${type}' is not an observation type Raven computes nor a state variable${hint}: Raven warns ("CModel::UpdateDiagnostics: invalid tag (${type})used for specifying Observation type") and compares these observations with a model value of 0`,
      });
    }
  },
};
