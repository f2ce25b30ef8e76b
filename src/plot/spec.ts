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

/**
 * Shared configuration. Aria descriptions are off: Vega formats one description string per point, which
 * costs more than drawing a 50-year daily series; the SVG keeps its title and legend as text.
 */
export const CONFIG = {
  aria: false,
  font: 'DejaVu Sans, Liberation Sans, Arial, sans-serif',
  view: { stroke: '#bbbbbb' },
  axis: { labelFontSize: 11, titleFontSize: 12, grid: true, gridColor: '#eeeeee' },
  legend: { orient: 'top-left', labelFontSize: 12, titleFontSize: 12, labelLimit: 0 },
  title: { fontSize: 15, subtitleFontSize: 12, anchor: 'start' },
} as const;

/** A top-level specification with the schema, the shared look and a white background (PNGs are not transparent). */
export function topLevel(body: Record<string, unknown>): PlotSpec {
  return { $schema: SCHEMA, background: 'white', padding: 8, config: CONFIG, ...body };
}
