/**
 * A calibration's plot (`rvkit plot --kind calibration`): the objective of each evaluation with the best so
 * far, each parameter's value over the evaluations (the best set's marked), and the best run's hydrograph
 * under them. It takes plain data (the journal's evaluations), so it needs nothing of the calibration code.
 */
import { COLOURS, topLevel, WIDTH, type PlotSpec } from './spec.js';

/** One evaluation of a calibration, as the plot needs it. */
export interface CalibrationPoint {
  /** Its number, from 1. */
  readonly evaluation: number;
  /** Its cost (lower is better), null when it failed. */
  readonly cost: number | null;
  /** Each parameter's value in real units. */
  readonly values: Readonly<Record<string, number>>;
}

/** What the plot shows. */
export interface CalibrationPlotData {
  readonly evaluations: readonly CalibrationPoint[];
  /** The parameters, in order. */
  readonly parameters: readonly string[];
  /** How the cost reads: `sign · cost` is `label` (NASH_SUTCLIFFE is −cost). */
  readonly objective: { readonly label: string; readonly sign: 1 | -1 };
  readonly title?: string;
}

const FAILED = '#d62728';
const BEST = '#ff7f0e';

/** The plot of a calibration; `hydrograph`, the best run's hydrograph plot, goes under it. */
export function calibrationSpec(data: CalibrationPlotData, hydrograph?: PlotSpec): PlotSpec {
  const { sign, label } = data.objective;
  const ordered = [...data.evaluations].sort((a, b) => a.evaluation - b.evaluation);
  let best: CalibrationPoint | null = null;
  const rows = ordered.map((p) => {
    if (p.cost !== null && (best === null || p.cost < best.cost!)) best = p;
    return {
      evaluation: p.evaluation,
      value: p.cost === null ? null : sign * p.cost,
      best: best === null ? null : sign * best.cost!,
      failed: p.cost === null,
    };
  });
  const bestPoint = best as CalibrationPoint | null;
  const failed = rows.filter((r) => r.failed).length;
  // A few very bad evaluations would flatten the rest: the axis spans the best nine tenths and the start.
  const shown = rows.flatMap((r) => (r.value === null ? [] : [r.value])).sort((a, b) => a - b);
  const q = (f: number) =>
    shown[Math.min(shown.length - 1, Math.max(0, Math.floor(f * (shown.length - 1))))]!;
  const first = rows.find((r) => r.best !== null)?.best ?? q(0.5);
  const domain = sign === -1 ? [Math.min(q(0.1), first), q(1)] : [q(0), Math.max(q(0.9), first)];
  const clipped = shown.filter((v) => v < domain[0]! || v > domain[1]!).length;
  const objective = {
    width: WIDTH,
    height: 220,
    title: [
      `${label}: each evaluation, and the best so far`,
      ...(failed + clipped > 0
        ? [
            [
              failed > 0 ? `${failed} failed (red ticks)` : '',
              clipped > 0 ? `${clipped} beyond the axis (not drawn)` : '',
            ]
              .filter((t) => t !== '')
              .join(', '),
          ]
        : []),
    ],
    data: { values: rows },
    layer: [
      {
        // Not clipped (resvg cannot draw clipped groups): the points beyond the axis are left out.
        mark: { type: 'point', filled: true, size: 18, opacity: 0.55, color: COLOURS.simulated },
        transform: [
          { filter: `datum.value !== null && datum.value >= ${domain[0]} && datum.value <= ${domain[1]}` },
        ],
        encoding: {
          x: { field: 'evaluation', type: 'quantitative', title: 'evaluation' },
          y: { field: 'value', type: 'quantitative', title: label, scale: { zero: false, domain } },
        },
      },
      {
        mark: { type: 'line', interpolate: 'step-after', color: BEST, strokeWidth: 2 },
        transform: [{ filter: 'datum.best !== null' }],
        encoding: {
          x: { field: 'evaluation', type: 'quantitative' },
          y: { field: 'best', type: 'quantitative' },
        },
      },
      {
        mark: { type: 'tick', color: FAILED, thickness: 2, orient: 'vertical' },
        transform: [{ filter: 'datum.failed' }],
        encoding: { x: { field: 'evaluation', type: 'quantitative' }, y: { value: 0 } },
      },
    ],
  };
  const traces = ordered.flatMap((p) =>
    data.parameters.map((name) => ({
      evaluation: p.evaluation,
      parameter: name,
      value: p.values[name] ?? null,
      best: bestPoint !== null && p.evaluation === bestPoint.evaluation,
      rank: bestPoint !== null && p.evaluation === bestPoint.evaluation ? 1 : 0,
    })),
  );
  const columns = Math.min(3, Math.max(1, data.parameters.length));
  const parameters = {
    title: 'parameters: the value of each evaluation (the best set in orange)',
    data: { values: traces },
    transform: [{ filter: 'datum.value !== null' }],
    facet: { field: 'parameter', type: 'nominal', title: null, sort: [...data.parameters] },
    columns,
    spec: {
      width: Math.floor(WIDTH / columns) - 60,
      height: 150,
      mark: { type: 'point', filled: true, size: 12 },
      encoding: {
        x: { field: 'evaluation', type: 'quantitative', title: 'evaluation' },
        y: { field: 'value', type: 'quantitative', title: 'value', scale: { zero: false } },
        color: {
          field: 'best',
          type: 'nominal',
          scale: { domain: [false, true], range: [COLOURS.simulated, BEST] },
          legend: null,
        },
        size: { condition: { test: 'datum.best', value: 80 }, value: 12 },
        // The best set drawn last, on top.
        order: { field: 'rank', type: 'quantitative' },
      },
    },
    resolve: { scale: { y: 'independent' } },
  };
  const panels: Record<string, unknown>[] = [objective, parameters];
  if (hydrograph) {
    const { vconcat, resolve } = hydrograph as unknown as { vconcat: unknown[]; resolve: unknown };
    const at = bestPoint ? ` (evaluation ${bestPoint.evaluation})` : '';
    panels.push({ title: `the best run${at}`, vconcat, resolve });
  }
  return topLevel({
    title: data.title ?? 'Calibration',
    vconcat: panels,
    spacing: 24,
    resolve: {
      scale: { x: 'independent', y: 'independent', color: 'independent' },
      legend: { color: 'independent' },
    },
  });
}
