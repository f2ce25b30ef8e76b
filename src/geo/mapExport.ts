/**
 * A GeoJSON view of grid weights, to check them on a map (QGIS, geojson.io, `rvkit gridweights --map`): the
 * units with their coverage, and each cell a unit draws from, with the units and weights it feeds. Longitude and
 * latitude (RFC 7946); cell outlines are the four corners the weights were computed with.
 */
import { projector, WGS84, type Crs } from './crs.js';
import type { GridWeightsResult, PlaneCells } from './gridWeights.js';
import type { Unit } from './polygons.js';
import { ringArea2 } from './shapes.js';

/** A GeoJSON FeatureCollection (plain data). */
export interface FeatureCollection {
  readonly type: 'FeatureCollection';
  readonly features: readonly {
    type: 'Feature';
    geometry: { type: string; coordinates: unknown };
    properties: Record<string, unknown>;
  }[];
}

/** Rounds a coordinate to 1e-7 degrees (about a centimetre): files a tenth the size, no visible change. */
const round = (v: number) => Math.round(v * 1e7) / 1e7;

/**
 * The units and used cells as GeoJSON. `cells` are the grid's lon/lat corners (8 per cell), or, for cells
 * given as polygons or stations' Thiessen polygons, the cells in the plane (their convex pieces drawn).
 */
export function weightsGeoJson(
  result: GridWeightsResult,
  units: readonly Unit[],
  cells: Float64Array | PlaneCells,
  areaCrs: Crs,
): FeatureCollection {
  const back = projector(areaCrs, WGS84);
  const features: FeatureCollection['features'][number][] = [];
  const coverage = new Map(result.units.map((u) => [u.id, u]));
  for (const u of units) {
    const polygons = u.shape.map((rings) =>
      rings.map((r) => {
        const xy = Float64Array.from(r);
        back(xy);
        const ring: number[][] = [];
        for (let i = 0; i < xy.length; i += 2) ring.push([round(xy[i]), round(xy[i + 1])]);
        ring.push(ring[0]);
        return ring;
      }),
    );
    const c = coverage.get(u.id);
    features.push({
      type: 'Feature',
      geometry: { type: 'MultiPolygon', coordinates: polygons },
      properties: {
        kind: 'unit',
        id: u.id,
        area_km2: u.area / 1e6,
        covered: c?.covered ?? 0,
        cells: c?.cells ?? 0,
      },
    });
  }
  const byCell = new Map<number, { hrus: number[]; weights: number[] }>();
  for (let i = 0; i < result.cell.length; i++) {
    const e = byCell.get(result.cell[i]) ?? { hrus: [], weights: [] };
    e.hrus.push(result.hru[i]);
    e.weights.push(result.weight[i]);
    byCell.set(result.cell[i], e);
  }
  const lonLatRing = (r: Float64Array) => {
    const xy = Float64Array.from(r);
    back(xy);
    const ring: number[][] = [];
    for (let i = 0; i < xy.length; i += 2) ring.push([round(xy[i]), round(xy[i + 1])]);
    ring.push(ring[0]);
    return ring;
  };
  for (const [cell, e] of [...byCell].sort((a, b) => a[0] - b[0])) {
    let geometry: { type: string; coordinates: unknown };
    if (cells instanceof Float64Array) {
      const o = cell * 8;
      const ring: number[][] = [];
      for (let q = 0; q < 4; q++) ring.push([round(cells[o + 2 * q]), round(cells[o + 2 * q + 1])]);
      // RFC 7946: outer rings counter-clockwise; a grid's corner order may run either way.
      if (ringArea2(Float64Array.from(ring.flat())) < 0) ring.reverse();
      ring.push(ring[0]);
      geometry = { type: 'Polygon', coordinates: [ring] };
    } else {
      // The pieces are counter-clockwise in the plane, and stay so in longitude/latitude.
      geometry = {
        type: 'MultiPolygon',
        coordinates: (cells.pieces?.[cell] ?? []).map((p) => [lonLatRing(p)]),
      };
    }
    features.push({
      type: 'Feature',
      geometry,
      properties: {
        kind: 'cell',
        cell,
        hrus: e.hrus,
        weights: e.weights,
        weight_sum: e.weights.reduce((s, w) => s + w, 0),
      },
    });
  }
  return { type: 'FeatureCollection', features };
}
