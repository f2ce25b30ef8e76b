/** What every plot shares: the specification type, the page width, the look. */

/** A Vega-Lite specification (v6), as JSON: what the plot functions return and `renderSvg` draws. */
export interface PlotSpec {
  readonly $schema: string;
  readonly [key: string]: unknown;
}

/** The Vega-Lite schema the specifications follow. */
export const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

/** The default width in pixels: wide enough to read decades of daily flows. */
export const WIDTH = 1000;

/** Colours: simulated in blue, observed in black, precipitation in a light blue (colour-blind safe pairs). */
export const COLOURS = {
  simulated: '#1f77b4',
  observed: '#222222',
  precipitation: '#6baed6',
  band: '#9ecae1',
} as const;

/** The colour scale of a plot's flow series (simulated, observed), in the order of `domain`. */
export function seriesColours(domain: readonly string[]): { domain: string[]; range: string[] } {
  return { domain: [...domain], range: domain.map((s) => COLOURS[s as 'simulated' | 'observed']) };
}

/** Options of the plots that draw flows (hydrograph, monthly means, ensemble). */
export interface FlowAxisOptions {
  /** A log flow axis: spans orders of magnitude (low flows readable); flows at or below zero are gaps. */
  readonly log?: boolean;
}

/**
 * The y encoding of a flow: a title with the units, tick labels, from zero on a linear axis (a reader compares
 * flows by their height) or over the data's span on a log axis.
 */
export function flowY(field: string, units: string, log = false, what = 'flow'): Record<string, unknown> {
  return {
    field,
    type: 'quantitative',
    title: `${what} [${units}]`,
    scale: log ? { type: 'log' } : { zero: true },
  };
}

/** A value for the plot's data, null for a missing value (null breaks a line; NaN would too, but not JSON). */
export function finiteOrNull(v: number): number | null {
  return Number.isFinite(v) ? v : null;
}

/** A flow as drawn: null where it is missing or, on a log axis, not above zero (log 0 does not exist). */
export function flowOrNull(v: number, log = false): number | null {
  return Number.isFinite(v) && (!log || v > 0) ? v : null;
}

/**
 * Shared configuration. Aria descriptions are off: Vega formats one description string per point, which
 * costs more than drawing a 50-year daily series; the SVG keeps its title and legend as text.
 */
export const CONFIG = {
  aria: false,
  font: 'DejaVu Sans, Liberation Sans, Arial, sans-serif',
  view: { stroke: '#bbbbbb' },
  axis: { labelFontSize: 11, titleFontSize: 12, grid: true, gridColor: '#eeeeee' },
  // Above the panel, not inside it: a legend inside would hide the flows it lies over.
  legend: { orient: 'top', direction: 'horizontal', labelFontSize: 12, titleFontSize: 12, labelLimit: 0 },
  title: { fontSize: 15, subtitleFontSize: 12, anchor: 'start' },
} as const;

/** A top-level specification with the schema, the shared look and a white background (PNGs are not transparent). */
export function topLevel(body: Record<string, unknown>): PlotSpec {
  return { $schema: SCHEMA, background: 'white', padding: 8, config: CONFIG, ...body };
}
