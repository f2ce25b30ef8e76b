import { forcingDataOf } from '../../../facts/forcingData.js';
import { formatRavenTime } from '../../../facts/ravenTime.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

/** RV425: RAINFALL and SNOWFALL of a gauge on different time axes. */
export const rainSnowMismatch: Rule = {
  code: 'RV425',
  name: 'rain-snow-mismatch',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'When a gauge has both RAINFALL and SNOWFALL series, they start on the same day of the year, have the same step and the same number of values.',
    why: 'Raven adds the two series value by value into the gauge\'s precipitation and stops when their start day, step or length differ ("CTimeSeries::Sum: time series must have same …"), even when both cover the simulation. Quirk kept: it compares the day of the year but not the year.',
    fix: 'Give both series the same period and step (cut the longer one, or read both from one file).',
    source: 'TimeSeries.cpp CTimeSeries::Sum; Gauge.cpp CGauge::Initialize',
    example: {
      fileType: 'rvt',
      bad: ':Gauge G1\n  :Latitude 43.6\n  :Longitude -80.8\n  :Elevation 350\n  :Data RAINFALL mm/d\n    2000-01-01 00:00:00 1.0 3\n    1.0 0.0 3.0\n  :EndData\n  :Data SNOWFALL mm/d\n    2000-01-01 00:00:00 1.0 2\n    0.0 0.0\n  :EndData\n  :Data TEMP_DAILY_MIN C\n    2000-01-01 00:00:00 1.0 3\n    -2.0 -1.0 0.0\n  :EndData\n  :Data TEMP_DAILY_MAX C\n    2000-01-01 00:00:00 1.0 3\n    5.0 6.0 7.0\n  :EndData\n:EndGauge',
      good: ':Gauge G1\n  :Latitude 43.6\n  :Longitude -80.8\n  :Elevation 350\n  :Data RAINFALL mm/d\n    2000-01-01 00:00:00 1.0 3\n    1.0 0.0 3.0\n  :EndData\n  :Data SNOWFALL mm/d\n    2000-01-01 00:00:00 1.0 3\n    0.0 0.0 0.0\n  :EndData\n  :Data TEMP_DAILY_MIN C\n    2000-01-01 00:00:00 1.0 3\n    -2.0 -1.0 0.0\n  :EndData\n  :Data TEMP_DAILY_MAX C\n    2000-01-01 00:00:00 1.0 3\n    5.0 6.0 7.0\n  :EndData\n:EndGauge',
    },
  },
  async check({ model, host, report }) {
    const calendar = simulationOf(model).calendar;
    for (const [gauge, list] of (await forcingDataOf(model, host)).byGauge) {
      // A second series of a forcing replaces the first at the gauge (CGauge::AddTimeSeries): Raven adds the last.
      const rain = [...list].reverse().find((s) => s.forcing === 'RAINFALL');
      const snow = [...list].reverse().find((s) => s.forcing === 'SNOWFALL');
      if (!rain?.start || !snow?.start || !rain.interval || !snow.interval) continue;
      let why: string | undefined;
      // Raven compares the day of the year only (its year test compares RAINFALL with itself).
      if (rain.start.julianDay !== snow.start.julianDay) {
        why = `start on different days (${formatRavenTime(rain.start, calendar)} and ${formatRavenTime(snow.start, calendar)})`;
      } else if (rain.interval !== snow.interval) {
        why = `have different steps (${rain.interval} and ${snow.interval} days)`;
      } else if (rain.count !== snow.count) {
        why = `have different numbers of values (${rain.count} and ${snow.count})`;
      }
      if (!why) continue;
      const message = `RAINFALL and SNOWFALL of gauge ${gauge.ravenName} ${why}: Raven adds them value by value`;
      for (const s of [rain, snow]) report({ at: s.at.site, message });
    }
  },
};
