/**
 * Stations given as points (the forcing of a :StationForcing, one series per station): each station stands for
 * the part of the plane nearer to it than to any other (its Thiessen, or Voronoi, polygon, from d3-delaunay),
 * so an HRU's weight on a station is the share of the HRU nearest to it. The polygons are cut to a box holding
 * the stations and every unit, so every unit is covered. Station k is the k-th station of the NetCDF file's
 * station dimension: the number comes from the cell attribute when the file has one, else from the order of
 * the features (said in a note).
 */
import { Delaunay } from 'd3-delaunay';
import Flatbush from 'flatbush';
import { projector, type Crs } from './crs.js';
import type { PlaneCells } from './gridWeights.js';
import { GeoInputError, lonLatText, type GeoMessage } from './messages.js';
import { ringArea2, type Bounds } from './shapes.js';
import type { Geometry, VectorLayer } from './vectorLayer.js';

/** True when every feature of the layer is a point (a layer of stations, not of cells). */
export function isPointLayer(layer: VectorLayer): boolean {
  return (
    layer.features.length > 0 &&
    layer.features.every((f) => f.geometry?.type === 'Point' || f.geometry?.type === 'MultiPoint')
  );
}

function pointOf(g: Geometry | null): readonly number[] | undefined {
  if (g?.type === 'Point') return g.coordinates as number[];
  if (g?.type === 'MultiPoint') {
    const all = g.coordinates as number[][];
    return all.length === 1 ? all[0] : undefined;
  }
  return undefined;
}

/** The stations of a point layer as cells in the plane, with notes on how they were numbered and used. */
export function stationCells(
  layer: VectorLayer,
  cellField: string | undefined,
  areaCrs: Crs,
  unitsBounds: Bounds,
  crs?: Crs,
): { cells: PlaneCells; messages: GeoMessage[] } {
  const where = layer.path;
  const source = crs ?? layer.crs;
  const errors: GeoMessage[] = [];
  const messages: GeoMessage[] = [];
  if (!source)
    errors.push({
      severity: 'error',
      where,
      message: `declares no coordinate reference system (${layer.crsSource}): give it with --grid-crs (e.g. --grid-crs EPSG:4326 for longitude/latitude)`,
    });
  if (cellField !== undefined && !layer.fields.includes(cellField))
    errors.push({
      severity: 'error',
      where,
      message: `has no station-number attribute ${cellField} (attributes: ${layer.fields.join(', ')})`,
    });
  if (errors.length > 0) throw new GeoInputError(errors);
  const n = layer.features.length;
  const byStation = new Array<number>(n).fill(-1);
  layer.features.forEach((f, i) => {
    const at = `${where}: feature ${f.number}`;
    if (!pointOf(f.geometry)) {
      errors.push({ severity: 'error', where: at, message: 'is not a single point' });
      return;
    }
    const k = cellField === undefined ? i : Number(f.properties[cellField]);
    if (!Number.isInteger(k) || k < 0 || k >= n)
      errors.push({
        severity: 'error',
        where: at,
        message: `${cellField} ${String(f.properties[cellField!])} is not a station number from 0 to ${n - 1}`,
      });
    else if (byStation[k] >= 0)
      errors.push({
        severity: 'error',
        where: at,
        message: `${cellField} ${k} is also feature ${byStation[k] + 1}'s: station numbers must be unique`,
      });
    else byStation[k] = i;
  });
  if (errors.length > 0) throw new GeoInputError(errors);
  if (cellField === undefined)
    messages.push({
      severity: 'note',
      where,
      message: `stations numbered 0 to ${n - 1} in the order of the file's features (as the NetCDF file's station dimension must hold them; --cell-id names an attribute holding the numbers)`,
    });
  const xy = new Float64Array(2 * n);
  const lonLat: (readonly number[])[] = [];
  for (let k = 0; k < n; k++) {
    const p = pointOf(layer.features[byStation[k]].geometry)!;
    xy[2 * k] = p[0];
    xy[2 * k + 1] = p[1];
    lonLat.push(p);
  }
  projector(source!, areaCrs)(xy);
  // A box holding the stations and the units, with a margin, so that every unit lies in some station's polygon.
  let [x0, y0, x1, y1] = unitsBounds;
  for (let k = 0; k < n; k++) {
    x0 = Math.min(x0, xy[2 * k]);
    x1 = Math.max(x1, xy[2 * k]);
    y0 = Math.min(y0, xy[2 * k + 1]);
    y1 = Math.max(y1, xy[2 * k + 1]);
  }
  const margin = Math.max(x1 - x0, y1 - y0, 1) * 0.1;
  const voronoi = new Delaunay(xy).voronoi([x0 - margin, y0 - margin, x1 + margin, y1 + margin]);
  const pieces: Float64Array[][] = [];
  const bounds = new Float64Array(n * 4).fill(NaN);
  const ids: number[] = [];
  const seen = new Map<string, number>();
  for (let k = 0; k < n; k++) {
    const key = `${xy[2 * k]} ${xy[2 * k + 1]}`;
    const first = seen.get(key);
    if (first !== undefined) {
      // Delaunay keeps one of coincident points: the later stations get no polygon, hence no weight.
      messages.push({
        severity: 'warning',
        where: `${where}: feature ${byStation[k] + 1}`,
        message: `station ${k} is at the same place as station ${first} (${lonLatText(lonLat[k][0], lonLat[k][1])}): it gets no weight`,
      });
      pieces.push([]);
      continue;
    }
    seen.set(key, k);
    const ring = voronoi.cellPolygon(k);
    if (!ring) {
      pieces.push([]);
      continue;
    }
    const p = Float64Array.from(ring.slice(0, -1).flat());
    if (ringArea2(p) < 0) {
      // Reverse to counter-clockwise, as the overlap needs.
      const r = Float64Array.from(ring.slice(0, -1).reverse().flat());
      p.set(r);
    }
    let bx0 = Infinity, by0 = Infinity, bx1 = -Infinity, by1 = -Infinity; // prettier-ignore
    for (let i = 0; i < p.length; i += 2) {
      bx0 = Math.min(bx0, p[i]);
      bx1 = Math.max(bx1, p[i]);
      by0 = Math.min(by0, p[i + 1]);
      by1 = Math.max(by1, p[i + 1]);
    }
    pieces.push([p]);
    bounds.set([bx0, by0, bx1, by1], k * 4);
    ids.push(k);
  }
  // Stations are never all at one place (n ≥ 1 gives one polygon at least): the index is not empty.
  const index = new Flatbush(ids.length);
  for (const k of ids) index.add(bounds[k * 4], bounds[k * 4 + 1], bounds[k * 4 + 2], bounds[k * 4 + 3]);
  index.finish();
  return {
    cells: { count: n, polygons: new Float64Array(0), bounds, index, ids: Int32Array.from(ids), pieces },
    messages,
  };
}
