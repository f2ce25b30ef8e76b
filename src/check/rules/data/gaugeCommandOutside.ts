import { nameToken } from '../../../facts/args.js';
import type { Rule } from '../../rule.js';

/** RV414: a gauge command outside a gauge block. */
export const gaugeCommandOutside: Rule = {
  code: 'RV414',
  name: 'gauge-command-outside',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'Gauge lines (`:Latitude`, `:Data`, `:MultiData`, `:EnsimTimeSeries`, `:MonthlyAveTemperature` …) stand inside a `:Gauge` … `:EndGauge` block.',
    why: "Raven applies these lines to the gauge read last. Before any `:Gauge` there is none and it stops. After an `:EndGauge` the line still applies to that gauge, silently (a warning here): a forgotten `:Gauge` line makes two gauges one, the second one's data replacing the first one's.",
    fix: 'Put the line inside the block of its gauge, or add the missing `:Gauge` line.',
    source:
      'ParseTimeSeriesFile.cpp (the current gauge pGage; ":Data command must be within a :Gauge-:EndGauge block")',
    example: {
      fileType: 'rvt',
      bad: ':Latitude 43.1\n:Gauge G1\n  :Longitude -77.5\n:EndGauge',
      good: ':Gauge G1\n  :Latitude 43.1\n  :Longitude -77.5\n:EndGauge',
    },
  },
  check({ model, report }) {
    const rvt = model.rvt;
    for (const m of rvt.orphans) {
      report({
        at: nameToken(m.ref).site,
        message: `${m.name} comes before any :Gauge: put it inside the :Gauge block it belongs to`,
      });
    }
    for (const gauge of rvt.gauges) {
      // The gauge's block ends with its own :EndGauge, or with a stray one met later.
      const closed = gauge.ref.command.end !== undefined;
      const firstEnd = gauge.ends[0];
      if (!closed && !firstEnd) continue;
      for (const m of gauge.members) {
        if (m.ref.markers.includes(gauge.ref.command)) continue;
        if (!closed && m.ref.index < firstEnd!.index) continue;
        report({
          at: nameToken(m.ref).site,
          message: `${m.name} comes after :EndGauge of gauge ${gauge.ravenName}: Raven applies it to that gauge; add a :Gauge line if it belongs to another`,
          severity: 'warning',
        });
      }
    }
  },
};
