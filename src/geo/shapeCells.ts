/**
 * A grid given as polygons (the "grid" of ravenpy's GridWeightExtractor and derive_grid_weights.py when the
 * forcing is per polygon: subbasins, stations' areas): cell k is the polygon whose cell attribute (NetCDF_col by
 * default) is k, from 0 to the number of polygons less one, as Raven numbers the stations of a :StationForcing.
 * Each polygon is cut into triangles by earcut (mapbox), convex pieces whose overlaps with a unit add up to the
 * polygon's.
 */
import Flatbush from 'flatbush';
import earcut from 'earcut';
import { projector, type Crs } from './crs.js';
import type { PlaneCells } from './gridWeights.js';
import { GeoInputError, type GeoMessage } from './messages.js';
import { ringArea2 } from './shapes.js';
import type { Geometry, VectorLayer } from './vectorLayer.js';

type Position = readonly number[];

function polygonsOf(g: Geometry): Position[][][] {
  if (g.type === 'Polygon') return [g.coordinates as Position[][]];
  if (g.type === 'MultiPolygon') return g.coordinates as Position[][][];
  return [];
}

/** The cells of a polygon layer, in the plane; throws when the cell numbers are not 0 … n−1, once each. */
export function shapeCells(layer: VectorLayer, cellField: string, areaCrs: Crs, crs?: Crs): PlaneCells {
  const where = layer.path;
  const source = crs ?? layer.crs;
  const errors: GeoMessage[] = [];
  if (!source)
    errors.push({
      severity: 'error',
      where,
      message: `declares no coordinate reference system (${layer.crsSource}): give it with --grid-crs (e.g. --grid-crs EPSG:4326 for longitude/latitude)`,
    });
  if (!layer.fields.includes(cellField))
    errors.push({
      severity: 'error',
      where,
      message: `has no cell-number attribute ${cellField} (attributes: ${layer.fields.join(', ')}): name it with --cell-id`,
    });
  if (errors.length > 0) throw new GeoInputError(errors);
  const n = layer.features.length;
  const byCell = new Array<number>(n).fill(-1);
  for (const f of layer.features) {
    const k = Number(f.properties[cellField]);
    const at = `${where}: feature ${f.number}`;
    if (!Number.isInteger(k) || k < 0 || k >= n)
      errors.push({
        severity: 'error',
        where: at,
        message: `${cellField} ${String(f.properties[cellField])} is not a cell number from 0 to ${n - 1}`,
      });
    else if (byCell[k] >= 0)
      errors.push({
        severity: 'error',
        where: at,
        message: `${cellField} ${k} is also feature ${byCell[k] + 1}'s: cell numbers must be unique`,
      });
    else byCell[k] = f.number - 1;
  }
  if (errors.length > 0) throw new GeoInputError(errors);
  const toPlane = projector(source!, areaCrs);
  const pieces: Float64Array[][] = [];
  const bounds = new Float64Array(n * 4);
  const index = new Flatbush(n);
  for (let k = 0; k < n; k++) {
    const f = layer.features[byCell[k]];
    const triangles: Float64Array[] = [];
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity; // prettier-ignore
    for (const rings of f.geometry ? polygonsOf(f.geometry) : []) {
      const flat: number[] = [];
      const holes: number[] = [];
      rings.forEach((ring, r) => {
        if (r > 0) holes.push(flat.length / 2);
        const last =
          ring.length -
          (ring.length > 1 && ring[0][0] === ring.at(-1)![0] && ring[0][1] === ring.at(-1)![1] ? 1 : 0);
        for (let i = 0; i < last; i++) flat.push(ring[i][0], ring[i][1]);
      });
      const xy = Float64Array.from(flat);
      toPlane(xy);
      for (let i = 0; i < xy.length; i += 2) {
        x0 = Math.min(x0, xy[i]);
        x1 = Math.max(x1, xy[i]);
        y0 = Math.min(y0, xy[i + 1]);
        y1 = Math.max(y1, xy[i + 1]);
      }
      const tri = earcut(xy, holes);
      for (let t = 0; t < tri.length; t += 3) {
        const p = Float64Array.of(
          xy[2 * tri[t]],
          xy[2 * tri[t] + 1],
          xy[2 * tri[t + 1]],
          xy[2 * tri[t + 1] + 1],
          xy[2 * tri[t + 2]],
          xy[2 * tri[t + 2] + 1],
        );
        const a = ringArea2(p);
        if (a === 0) continue;
        if (a < 0) {
          [p[2], p[4]] = [p[4], p[2]];
          [p[3], p[5]] = [p[5], p[3]];
        }
        triangles.push(p);
      }
    }
    pieces.push(triangles);
    bounds.set([x0, y0, x1, y1], k * 4);
    index.add(x0, y0, x1, y1);
  }
  index.finish();
  return {
    count: n,
    polygons: new Float64Array(0),
    bounds,
    index,
    ids: Int32Array.from({ length: n }, (_, k) => k),
    pieces,
  };
}
