import { argToken } from '../../../facts/args.js';
import { forcingDataOf, type ForcingSeries } from '../../../facts/forcingData.js';
import type { Token } from '../../../facts/site.js';
import { whereIs } from '../../../facts/where.js';
import type { Rule } from '../../rule.js';

/**
 * RV434: one forcing given twice at a gauge. ParseTimeSeriesFile hands every series of a gauge (:Data,
 * :MultiData columns, :EnsimTimeSeries columns, :ReadFromNetCDF) to CGauge::AddTimeSeries, which replaces a
 * series of the same forcing with the new one and warns: only the last is used. CGauge::Initialize then adds
 * the temperature and precipitation series it derives (daily average, minimum and maximum, the model-step
 * TEMP_AVE, PRECIP from RAINFALL + SNOWFALL) through the same call: a given series it derives again is replaced
 * with the same warning.
 */
export const forcingOverwritten: Rule = {
  code: 'RV434',
  name: 'forcing-overwritten',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'Each gauge gives each forcing once (in one `:Data` block, one `:MultiData` column, one .tb0 column or one NetCDF series).',
    why: 'Raven keeps only the last series of a forcing at a gauge: it warns ("CGauge::AddTimeSeries: a time series of data has been overwritten at gauge NAME") and drops the earlier one, which may be the one you meant (a corrected record followed by an old copy, or a :MultiData column that repeats a :Data block). It also replaces a series it derives itself from the others: TEMP_AVE when TEMP_DAILY_MIN and TEMP_DAILY_MAX are given, TEMP_DAILY_AVE when a daily TEMP_AVE is, the daily minimum, maximum and average when TEMP_AVE is sub-daily, the missing one of the minimum and maximum from a daily average, and PRECIP when RAINFALL and SNOWFALL are given.',
    fix: 'Delete the series you do not mean (or the one Raven makes from the others), or give it to another gauge.',
    source: 'Gauge.cpp CGauge::AddTimeSeries; ParseTimeSeriesFile.cpp (:Data, :MultiData, :EnsimTimeSeries)',
    example: {
      fileType: 'rvt',
      bad: ':Gauge G\n  :Latitude 45\n  :Longitude -75\n  :Elevation 100\n  :Data RAINFALL mm/d\n    2000-01-01 00:00:00 1.0 3\n    1.0 2.0 0.0\n  :EndData\n  :Data RAINFALL mm/d\n    2000-01-01 00:00:00 1.0 3\n    0.0 0.0 0.0\n  :EndData\n:EndGauge',
      good: ':Gauge G\n  :Latitude 45\n  :Longitude -75\n  :Elevation 100\n  :Data RAINFALL mm/d\n    2000-01-01 00:00:00 1.0 3\n    1.0 2.0 0.0\n  :EndData\n:EndGauge',
    },
  },
  ravenWarnings: ['Gauge#5'],
  async check({ model, host, report }) {
    const data = await forcingDataOf(model, host);
    const seen = new Map<string, ForcingSeries>();
    for (const s of data.series) {
      if (!s.gauge || !s.forcing || s.role !== 'forcing') continue;
      const key = `${s.gauge.ravenName}\u0000${s.forcing}`;
      const earlier = seen.get(key);
      seen.set(key, s);
      if (!earlier) continue;
      const at = tokenOf(s);
      report({
        at: at.site,
        ravenWarning: 'Gauge#5',
        message: `gauge ${s.gauge.ravenName} is given ${s.forcing} again (first on ${whereIs(tokenOf(earlier).site, at.site)}): Raven keeps only this one and warns ("a time series of data has been overwritten at gauge ${s.gauge.ravenName}")`,
      });
    }
    for (const [gauge, kept] of data.byGauge) {
      const byForcing = new Map(kept.map((s) => [s.forcing!, s]));
      for (const { series, from } of derivedOver(byForcing)) {
        report({
          at: tokenOf(series).site,
          ravenWarning: 'Gauge#5',
          message: `Raven makes ${series.forcing} itself from ${from} at gauge ${gauge.ravenName} and replaces this series with it: it warns ("a time series of data has been overwritten at gauge ${gauge.ravenName}")`,
        });
      }
    }
  },
};

/** A day's step or longer: CTimeSeries::IsDaily. */
const daily = (s: ForcingSeries) => s.interval! >= 1 - 0.0001;

/**
 * The given series CGauge::Initialize replaces with one it derives, in its order, with what it derives them
 * from; none where a temperature series' step is unknown.
 */
function derivedOver(given: ReadonlyMap<string, ForcingSeries>): { series: ForcingSeries; from: string }[] {
  const out: { series: ForcingSeries; from: string }[] = [];
  const over = (forcing: string, from: string) => {
    const series = given.get(forcing);
    if (series) out.push({ series, from });
  };
  const ave = given.get('TEMP_AVE');
  const [min, max] = [given.has('TEMP_DAILY_MIN'), given.has('TEMP_DAILY_MAX')];
  let dailyAve = given.has('TEMP_DAILY_AVE');
  if (ave && ave.interval === undefined) return out;
  if (ave || dailyAve || (min && max)) {
    if (ave && daily(ave)) {
      over('TEMP_DAILY_AVE', 'the daily TEMP_AVE');
      dailyAve = true;
    }
    if (ave && !daily(ave)) {
      for (const f of ['TEMP_DAILY_MIN', 'TEMP_DAILY_MAX', 'TEMP_DAILY_AVE'])
        over(f, 'the sub-daily TEMP_AVE');
    } else if (min && max) {
      over('TEMP_AVE', 'TEMP_DAILY_MIN and TEMP_DAILY_MAX');
    } else if (dailyAve) {
      for (const f of ['TEMP_DAILY_MIN', 'TEMP_DAILY_MAX']) over(f, 'the daily average temperature');
    }
  }
  if (given.has('RAINFALL') && given.has('SNOWFALL')) over('PRECIP', 'RAINFALL + SNOWFALL');
  return out;
}

/** Where a series names its forcing: the name of a :Data block, else where its period is read. */
function tokenOf(s: ForcingSeries): Token {
  return s.source === 'data' || s.source === 'netcdf' ? (argToken(s.ref, 0) ?? s.at) : s.at;
}
