/**
 * A Vega-Lite map of grid weights (geoshape marks over the GeoJSON of mapExport.ts): the cells the units draw
 * from, shaded by the total weight they carry, and the units outlined on top, red where the grid leaves part of
 * one uncovered. Plain data: the command line renders it with the plot layer.
 */
import type { FeatureCollection } from './mapExport.js';

type Feature = FeatureCollection['features'][number];

/**
 * The feature with its rings reversed: d3-geo (behind Vega's geoshape) takes clockwise outer rings, RFC 7946
 * GeoJSON counter-clockwise ones; unreversed, each polygon would be drawn as the rest of the globe.
 */
function forD3(f: Feature): Feature {
  const rings = (p: number[][][]) => p.map((r) => [...r].reverse());
  const { type, coordinates } = f.geometry;
  const c =
    type === 'Polygon'
      ? rings(coordinates as number[][][])
      : (coordinates as number[][][][]).map((p) => rings(p));
  return { ...f, geometry: { type, coordinates: c } };
}

/** The Vega-Lite specification of the map (v6 schema). */
export function weightsMapSpec(
  map: FeatureCollection,
  title: string,
): { $schema: string; [key: string]: unknown } {
  const cells = map.features.filter((f) => f.properties.kind === 'cell').map(forD3);
  const units = map.features.filter((f) => f.properties.kind === 'unit').map(forD3);
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: title,
      subtitle: `${units.length} units on ${cells.length} cells; cells shaded by the weight they carry`,
    },
    width: 800,
    height: 600,
    projection: { type: 'mercator' },
    config: { aria: false, font: 'DejaVu Sans, Liberation Sans, Arial, sans-serif', view: { stroke: null } },
    layer: [
      {
        data: { values: cells },
        mark: { type: 'geoshape', stroke: '#888888', strokeWidth: 0.6 },
        encoding: {
          color: {
            field: 'properties.weight_sum',
            type: 'quantitative',
            title: 'weight carried',
            scale: { scheme: 'blues' },
          },
        },
      },
      {
        data: { values: units },
        mark: { type: 'geoshape', fillOpacity: 0, strokeWidth: 1 },
        encoding: {
          stroke: {
            condition: { test: 'datum.properties.covered < 0.95', value: '#d62728' },
            value: '#222222',
          },
        },
      },
    ],
  };
}
