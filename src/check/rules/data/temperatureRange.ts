import { BLANK, forcingDataOf, type ForcingSeries } from '../../../facts/forcingData.js';
import { valuesCover } from '../../../facts/forcingCoverage.js';
import { addTime, formatRavenTime, timeDifference } from '../../../facts/ravenTime.js';
import { drawnRange, simulationSamples } from '../../../facts/sampling.js';
import { simulationOf, type SimulationFacts } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/**
 * RV435: a day on which a gauge's daily maximum temperature is below its minimum. CModel::UpdateHRUForcingFunctions
 * compares, at every time step, the gauge's TEMP_DAILY_MAX and TEMP_DAILY_MIN as sampled for that step and warns
 * for each step where the maximum is lower (before any correction). Only where the gauge gives both series
 * itself: a minimum and maximum Raven derives (from a sub-daily TEMP_AVE, or a daily average) are in order.
 */
export const temperatureRange: Rule = {
  code: 'RV435',
  name: 'temperature-range',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'On every simulated day, the daily maximum temperature a gauge gives (TEMP_DAILY_MAX, TEMP_MAX) is not below its daily minimum (TEMP_DAILY_MIN, TEMP_MIN).',
    why: 'Raven takes the two as they are: it warns for every time step where the maximum is lower ("UpdateHRUForcingFunctions: max_temp<min_temp at gauge: NAME on DATE") and goes on with a daily temperature range below zero, which upsets the sub-daily temperature, the snow and the potential evapotranspiration computed from it. Swapped columns in a :MultiData block, or a gap filled in one series only, are the usual causes.',
    fix: 'Check the order of the columns (:Parameters) and the values of that day; swap the two series if they are reversed.',
    source: 'UpdateForcings.cpp CModel::UpdateHRUForcingFunctions; Gauge.cpp CGauge::Initialize',
    example: {
      fileType: 'rvt',
      bad: ':Gauge G\n  :Latitude 45\n  :Longitude -75\n  :Elevation 100\n  :MultiData\n    2000-01-01 00:00:00 1.0 3\n    :Parameters RAINFALL TEMP_DAILY_MIN TEMP_DAILY_MAX\n    :Units mm/d C C\n    1.0 -5.0 2.0\n    0.0 3.0 -4.0\n    0.0 -6.0 1.0\n  :EndMultiData\n:EndGauge',
      good: ':Gauge G\n  :Latitude 45\n  :Longitude -75\n  :Elevation 100\n  :MultiData\n    2000-01-01 00:00:00 1.0 3\n    :Parameters RAINFALL TEMP_DAILY_MIN TEMP_DAILY_MAX\n    :Units mm/d C C\n    1.0 -5.0 2.0\n    0.0 -4.0 3.0\n    0.0 -6.0 1.0\n  :EndMultiData\n:EndGauge',
    },
  },
  ravenWarnings: ['UpdateForcings#1'],
  async check({ model, host, report }) {
    const sim = simulationOf(model);
    // Gridded temperatures replace the gauges': left out.
    if (!sim.valid || !(sim.duration > 0) || model.rvt.grids.length > 0) return;
    const data = await forcingDataOf(model, host);
    for (const [gauge, kept] of data.byGauge) {
      const byForcing = new Map(kept.map((s) => [s.forcing!, s]));
      const [min, max, ave] = ['TEMP_DAILY_MIN', 'TEMP_DAILY_MAX', 'TEMP_AVE'].map((f) => byForcing.get(f));
      if (!min || !max || !valuesCover(min, sim) || !valuesCover(max, sim)) continue;
      // A sub-daily TEMP_AVE makes Raven derive both again from it (or an unknown step: left out).
      if (ave && (ave.interval === undefined || ave.interval < 1 - 0.0001)) continue;
      if (inOrderValue(min, max, sim)) continue;
      const [a, b] = [simulationSamples(model, min), simulationSamples(model, max)];
      const n = Math.min(a.value.length, b.value.length, Math.round(sim.duration / sim.timestep));
      for (let nn = 0; nn < n; nn++) {
        const [lo, hi] = [a.value[nn], b.value[nn]];
        if (lo === BLANK || hi === BLANK || !(hi < lo)) continue;
        const day = formatRavenTime(addTime(sim.start, nn * sim.timestep, sim.calendar), sim.calendar);
        const place = max.values!().where(b.index[nn]);
        report({
          at: place.token?.site ?? max.at.site,
          ravenWarning: 'UpdateForcings#1',
          message: `gauge ${gauge.ravenName}: the daily maximum temperature on ${day} (${hi}) is below the minimum (${lo}); Raven warns ("max_temp<min_temp at gauge: ${gauge.ravenName}") for each such time step`,
        });
        break;
      }
    }
  },
};

/**
 * True when the two series share their start and step, hold no blank where the simulation reads them, and the
 * maximum is nowhere below the minimum there value for value: then every step's averages (the same weights over
 * the same values) are in order too, and the sampling of both records (most of the rule's time on a long
 * record) is not needed. Only the values the simulation draws on are read.
 */
function inOrderValue(min: ForcingSeries, max: ForcingSeries, sim: SimulationFacts): boolean {
  if (min.interval !== max.interval || timeDifference(min.start!, max.start!, sim.calendar) !== 0)
    return false;
  const [lo, hi] = [min.values!(), max.values!()];
  if (lo.length !== hi.length) return false;
  const range = drawnRange(min, lo.length, sim);
  if (!range) return false;
  const [l, h] = [lo.range(range.from, range.to), hi.range(range.from, range.to)];
  for (let k = 0; k < l.length; k++) if (l[k] === BLANK || h[k] === BLANK || h[k] < l[k]) return false;
  return true;
}
