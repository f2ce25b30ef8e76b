/**
 * The forcing series of a model's gauges (`:Data`, `:MultiData`, NetCDF and ENSIM series in the .rvt and the
 * files it names), one panel per forcing, one line per gauge: what Raven will be given, before it runs.
 * Gridded forcings are left out (they are not series of a gauge).
 */
import { NoData } from './noData.js';
import type { ModelFacts } from '../facts/facts.js';
import { forcingDataOf } from '../facts/forcingData.js';
import type { CheckHost } from '../project/host.js';
import { RAVEN_UNITS } from '../../grammar/forcingUnits.js';
import { finiteOrNull, topLevel, WIDTH, type PlotSpec } from './spec.js';

/** Options of `forcingSpec`. */
export interface ForcingOptions {
  /** Only these forcings (`PRECIP`, `TEMP_AVE` …). */
  readonly forcings?: readonly string[];
  readonly width?: number;
}

/** The gauges' forcing series of a model as a Vega-Lite specification (data files read through `host`). */
export async function forcingSpec(
  model: ModelFacts,
  host: CheckHost,
  options: ForcingOptions = {},
): Promise<PlotSpec> {
  const data = await forcingDataOf(model, host);
  const rows: { x: number; v: number | null; gauge: string; forcing: string }[] = [];
  const forcings: string[] = [];
  for (const [gauge, series] of data.byGauge) {
    for (const s of series) {
      const name = s.forcing as string;
      if (options.forcings && !options.forcings.includes(name)) continue;
      // The panel's label: the forcing and the units Raven reads it in.
      const units = RAVEN_UNITS[name.toUpperCase()];
      const forcing = units ? `${name} [${units}]` : name;
      if (s.start === undefined || s.interval === undefined || !s.values) continue;
      const values = s.values();
      const t0 = Date.UTC(s.start.year, 0, 1) + s.start.julianDay * 86_400_000;
      const step = s.interval * 86_400_000;
      if (!forcings.includes(forcing)) forcings.push(forcing);
      for (let i = 0; i < values.length; i++) {
        const v = values.value(i);
        // Raven's blank value (-1.2345) is a missing value, drawn as a gap.
        rows.push({
          x: t0 + i * step,
          v: v === -1.2345 ? null : finiteOrNull(v),
          gauge: gauge.ravenName,
          forcing,
        });
      }
    }
  }
  if (rows.length === 0)
    throw new NoData('the model has no forcing series at its gauges that rvkit can read');
  const width = (options.width ?? WIDTH) - 200;
  const gauges = [...new Set(rows.map((r) => r.gauge))];
  return topLevel({
    title: {
      text: 'Forcing data',
      // One gauge is named here; several get a legend above the panels (inside one it would hide data).
      subtitle: gauges.length === 1 ? `gauge ${gauges[0]}` : `${gauges.length} gauges`,
    },
    data: { values: rows },
    facet: {
      row: {
        field: 'forcing',
        type: 'nominal',
        title: null,
        sort: forcings,
        header: { labelAngle: 0, labelAlign: 'left' },
      },
    },
    spec: {
      width,
      height: 90,
      mark: { type: 'line', strokeWidth: 1 },
      encoding: {
        x: { field: 'x', type: 'temporal', title: null, axis: { format: '%Y-%m-%d' } },
        y: { field: 'v', type: 'quantitative', title: null, scale: { zero: false } },
        color: {
          field: 'gauge',
          type: 'nominal',
          title: 'gauge',
          legend: gauges.length === 1 ? null : { orient: 'top' },
        },
      },
    },
    resolve: { scale: { y: 'independent' } },
  });
}
