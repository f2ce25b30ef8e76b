/**
 * Plots: Vega-Lite specifications of a run's outputs and of a model, rendered to SVG with Vega (no browser)
 * and to PNG with resvg (`svgToPng`, Node only, in png.ts). The specifications are plain JSON: the web page
 * draws the same ones interactively.
 */
export { ensembleSpec, memberSpread, type EnsembleOptions } from './ensemble.js';
export { durationCurve, fdcSpec, type FdcOptions } from './fdc.js';
export { forcingSpec, type ForcingOptions } from './forcing.js';
export { hydrographSpec, type HydrographOptions, type HydrographPlot } from './hydrograph.js';
export { flowMetrics, formatMetrics, type FlowMetrics, type MetricsOptions } from './metrics.js';
export { monthlyMeans, monthlySpec, type MonthlyOptions } from './monthly.js';
export { networkNodes, networkSpec, type NetworkNode } from './network.js';
export { processArrows, processesSpec, type ProcessArrow } from './processes.js';
export { renderSvg, toVega, type RenderedSvg } from './render.js';
export { hydrographSeries, type BasinSeries, type HydrographSeries, type SeriesOptions } from './series.js';
export { NoData, UnknownBasin } from './noData.js';
export { svgToPng } from './png.js';
export { SCHEMA, type PlotSpec } from './spec.js';
export { storageSpec } from './storage.js';
export { seriesPanelsSpec, type PanelsOptions } from './timeSeries.js';
