import { argToken, nameToken } from '../../../facts/args.js';
import type { Rule } from '../../rule.js';

/** RV413: a gauge without the latitude or longitude Raven needs. */
export const gaugeLocation: Rule = {
  code: 'RV413',
  name: 'gauge-location',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary: 'Every `:Gauge` block gives `:Latitude` and `:Longitude` (with a value) before its `:EndGauge`.',
    why: 'Raven checks at `:EndGauge` that the gauge has a latitude and a longitude and stops when one is missing; it places the gauge with them to weight gauges by distance and to compute radiation. A `:Latitude` line without a value stops the run too. `:Elevation` is optional (0 m when missing, which skews orographic corrections).',
    fix: 'Add `:Latitude` and `:Longitude` (decimal degrees) inside the gauge block, before `:EndGauge`.',
    source: 'ParseTimeSeriesFile.cpp :EndGauge, :Latitude, :Longitude',
    example: {
      fileType: 'rvt',
      bad: ':Gauge Station1\n  :Elevation 350\n  :RedirectToFile station1.rvt\n:EndGauge',
      good: ':Gauge Station1\n  :Latitude 43.1\n  :Longitude -77.5\n  :Elevation 350\n  :RedirectToFile station1.rvt\n:EndGauge',
    },
  },
  check({ model, report }) {
    for (const gauge of model.rvt.gauges) {
      for (const [command, what] of [
        [':Latitude', 'latitude'],
        [':Longitude', 'longitude'],
      ] as const) {
        for (const m of gauge.members) {
          if (m.name === command && !argToken(m.ref, 0)) {
            report({
              at: nameToken(m.ref).site,
              message: `${command} of gauge ${gauge.ravenName} has no value`,
            });
          }
        }
        // Raven checks at :EndGauge: the end of the gauge's block, or an :EndGauge met later.
        const closed = gauge.ref.command.end !== undefined;
        const end = gauge.ends[0];
        if (!closed && !end) continue;
        const given = gauge.members.some(
          (m) =>
            m.name === command &&
            (closed ? m.ref.markers.includes(gauge.ref.command) : m.ref.index < end!.index),
        );
        if (given) continue;
        report({
          at: (gauge.name ?? nameToken(gauge.ref)).site,
          message: `gauge ${gauge.ravenName} has no ${command} before its :EndGauge: give its ${what} in decimal degrees`,
        });
      }
    }
  },
};
