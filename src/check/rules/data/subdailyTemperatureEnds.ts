import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { valuesCover } from '../../../facts/forcingCoverage.js';
import { BLANK, forcingDataOf, type ForcingSeries } from '../../../facts/forcingData.js';
import { TIME_CORRECTION, timeDifference } from '../../../facts/ravenTime.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Rule } from '../../rule.js';

const WARNING = warningIn('CGauge::GenerateMinMaxAveTempFromSubdaily', 'incomplete subdaily temperature');

/**
 * CTimeSeries::GetAvgValue of a pulse series over one day from `tLoc` (days from the series' start): blank
 * where the day starts outside the series, or where more than a thousandth of it has blank values.
 */
function dayIsBlank(s: ForcingSeries, tLoc: number): boolean {
  const interval = s.interval!;
  const count = s.count!;
  if (tLoc < -TIME_CORRECTION || tLoc > count * interval) return true;
  const values = s.values!();
  const index = (t: number) => Math.min(Math.max(Math.floor(t / interval), 0), count - 1);
  const n1 = index(tLoc);
  const n2 = index(tLoc + 1);
  if (n1 === n2) return values.value(n1) === BLANK;
  let blank = values.value(n1) === BLANK ? (n1 + 1) * interval - tLoc : 0;
  for (let n = n1 + 1; n < n2; n++) if (values.value(n) === BLANK) blank += interval;
  if (values.value(n2) === BLANK) blank += tLoc + 1 - n2 * interval;
  return blank > 0.001;
}

/**
 * RV466: a gauge's sub-daily TEMP_AVE that does not cover the whole first or last day of the simulation.
 * CGauge::GenerateMinMaxAveTempFromSubdaily averages the series over each calendar day the simulation touches,
 * from midnight; where the first day (the simulation starting after midnight) or the last (ending before
 * midnight) has no data for part of it, the average is taken over the part there is, with a warning.
 */
export const subdailyTemperatureEnds: Rule = {
  code: 'RV466',
  name: 'subdaily-temperature-ends',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'A sub-daily TEMP_AVE series covers the whole first and last calendar day of the simulation, midnight to midnight.',
    why: 'Raven makes the daily minimum, maximum and average temperature of a gauge from its sub-daily TEMP_AVE, one calendar day at a time from midnight. A simulation that starts (or ends) within a day, with the series starting after that midnight or blank (NaN) in part of the day, leaves the day\'s average to the hours that have data: Raven warns ("CGauge:GenerateMinMaxAveTempFromSubdaily: incomplete subdaily temperature data was used to estimate daily average temperature on first or last day of simulation at gauge NAME").',
    fix: 'Start the series at (or before) midnight of the first simulated day and end it after the last, or start the simulation at midnight.',
    source:
      'Gauge.cpp CGauge::Initialize, CGauge::GenerateMinMaxAveTempFromSubdaily; TimeSeries.cpp CTimeSeries::GetAvgValue',
    example: {
      fileType: 'rvt',
      bad: ':Gauge G\n  :Latitude 45\n  :Longitude -75\n  :Elevation 100\n  :Data TEMP_AVE C\n    2000-01-01 06:00:00 0.25 12\n    1 2 3 4 5 6 7 8 9 10 11 12\n  :EndData\n  :Data PRECIP mm/d\n    2000-01-01 00:00:00 1.0 3\n    1.0 2.0 0.0\n  :EndData\n:EndGauge',
      good: ':Gauge G\n  :Latitude 45\n  :Longitude -75\n  :Elevation 100\n  :Data TEMP_AVE C\n    2000-01-01 00:00:00 0.25 12\n    1 2 3 4 5 6 7 8 9 10 11 12\n  :EndData\n  :Data PRECIP mm/d\n    2000-01-01 00:00:00 1.0 3\n    1.0 2.0 0.0\n  :EndData\n:EndGauge',
      model: { rvi: ':StartDate 2000-01-01 06:00:00\n:Duration 2' },
    },
  },
  ravenWarnings: [WARNING.id],
  async check({ model, host, report }) {
    const sim = simulationOf(model);
    if (!sim.valid) return;
    const shift = sim.start.julianDay - Math.floor(sim.start.julianDay + TIME_CORRECTION);
    const days = Math.ceil(sim.duration + shift);
    for (const [gauge, series] of (await forcingDataOf(model, host)).byGauge) {
      const temp = series.find((s) => s.forcing === 'TEMP_AVE');
      // Read as pulses from the .rvt (:Data, :MultiData); a daily series is copied, not averaged.
      if (!temp || (temp.source !== 'data' && temp.source !== 'multidata') || !valuesCover(temp, sim))
        continue;
      if (!(temp.interval! < 1 - TIME_CORRECTION)) continue;
      const corr = -timeDifference(sim.start, temp.start!, sim.calendar);
      let side: string | undefined;
      for (let n = 0; n < days && !side; n++) {
        const t = n - shift;
        const first = t < 0;
        const last = t + 1 > sim.duration;
        if ((first || last) && dayIsBlank(temp, t + corr)) side = first ? 'first' : 'last';
      }
      if (!side) continue;
      report({
        at: temp.at.site,
        ravenWarning: WARNING.id,
        message: `gauge ${gauge.ravenName}: the sub-daily TEMP_AVE does not cover the whole ${side} simulated day from midnight, so Raven averages the part it has and warns ("${WARNING.message.replace('{_name}', gauge.ravenName)}")`,
      });
    }
  },
};
