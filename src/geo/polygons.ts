/**
 * The polygons weights are computed for (HRUs or subbasins): one per ID, read from a vector file, checked
 * (the ID attribute, the CRS, self-intersections repaired with polyclip-ts and reported) and projected into the
 * equal-area plane.
 */
import { union } from 'polyclip-ts';
import type { Crs } from './crs.js';
import { projector, WGS84 } from './crs.js';
import { selfCrossings } from './selfCrossings.js';
import { GeoInputError, lonLatText, type GeoMessage } from './messages.js';
import { orient, ringArea2, shapeArea, shapeCentroid, type Shape } from './shapes.js';
import type { Geometry, VectorFeature, VectorLayer } from './vectorLayer.js';

/** One polygon unit: its ID, the features it was made of, its shape in the equal-area plane and its area. */
export interface Unit {
  readonly id: number;
  /** Feature numbers in the file (from 1). */
  readonly features: readonly number[];
  readonly shape: Shape;
  /** Area in the equal-area plane, m². */
  readonly area: number;
  /** Centroid, longitude and latitude. */
  readonly lonLat: readonly [number, number];
}

/** How to read the units of a layer. */
export interface UnitOptions {
  /** The attribute holding the HRU or subbasin ID. */
  readonly idField: string;
  /** The layer's CRS when it declares none (or to override it). */
  readonly crs?: Crs;
  /** Combine the polygons that share an ID into one unit (e.g. HRUs into their subbasin). */
  readonly dissolve?: boolean;
  /** The equal-area plane. */
  readonly areaCrs: Crs;
}

type Position = readonly number[];

/** The polygon rings of a GeoJSON geometry (Polygon, MultiPolygon or a collection of them). */
function polygonsOf(g: Geometry): Position[][][] {
  if (g.type === 'Polygon') return [g.coordinates as Position[][]];
  if (g.type === 'MultiPolygon') return g.coordinates as Position[][][];
  if (g.type === 'GeometryCollection') return (g.geometries ?? []).flatMap(polygonsOf);
  return [];
}

/** A ring as a flat array without its closing point and without repeated consecutive points. */
function flatRing(ring: readonly Position[]): Float64Array {
  const out: number[] = [];
  for (const p of ring) {
    const n = out.length;
    if (n >= 2 && out[n - 2] === p[0] && out[n - 1] === p[1]) continue;
    out.push(p[0], p[1]);
  }
  if (out.length >= 4 && out[0] === out[out.length - 2] && out[1] === out[out.length - 1]) out.length -= 2;
  return Float64Array.from(out);
}

/** The ID of a feature as Raven reads one (an integer), or an error text. */
function idOf(value: unknown): number | string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return `has no numeric ID (${JSON.stringify(value)})`;
  if (!Number.isInteger(n)) return `has a non-integer ID ${n}`;
  return n;
}

/**
 * The units of a layer, projected and checked. Throws a GeoInputError listing every problem that prevents the
 * weights (missing ID attribute, IDs missing or not unique, no CRS, no polygon); returns the warnings with them.
 */
export function readUnits(
  layer: VectorLayer,
  options: UnitOptions,
): { units: Unit[]; messages: GeoMessage[] } {
  const file = layer.path;
  const errors: GeoMessage[] = [];
  const messages: GeoMessage[] = [];
  const crs = options.crs ?? layer.crs;
  if (!crs)
    errors.push({
      severity: 'error',
      where: file,
      message: `declares no coordinate reference system (${layer.crsSource}): give it with --crs (e.g. --crs EPSG:4326 for longitude/latitude)`,
    });
  if (!layer.fields.includes(options.idField))
    errors.push({
      severity: 'error',
      where: file,
      message: `has no attribute ${options.idField} (attributes: ${layer.fields.join(', ') || 'none'})`,
    });
  if (errors.length > 0) throw new GeoInputError(errors);
  const toPlane = projector(crs!, options.areaCrs);
  const toLonLat = projector(options.areaCrs, WGS84);
  const fromSource = projector(crs!, WGS84);
  const byId = new Map<number, VectorFeature[]>();
  for (const f of layer.features) {
    const where = `${file}: feature ${f.number}`;
    const id = idOf(f.properties[options.idField]);
    if (typeof id === 'string') {
      errors.push({ severity: 'error', where, message: `${options.idField} ${id}` });
      continue;
    }
    if (!f.geometry || polygonsOf(f.geometry).length === 0) {
      errors.push({
        severity: 'error',
        where: `${where} (${options.idField} ${id})`,
        message: `is not a polygon (${f.geometry?.type ?? 'no geometry'})`,
      });
      continue;
    }
    const list = byId.get(id);
    if (list) list.push(f);
    else byId.set(id, [f]);
  }
  if (!options.dissolve)
    for (const [id, list] of byId)
      if (list.length > 1)
        errors.push({
          severity: 'error',
          where: file,
          message: `${options.idField} ${id} is not unique (features ${list.map((f) => f.number).join(', ')}): give the attribute of a unique ID, or --dissolve to combine the polygons of each ID`,
        });
  if (errors.length > 0) throw new GeoInputError(errors);
  const units: Unit[] = [];
  for (const [id, list] of byId) {
    const parts: Float64Array[][] = [];
    for (const f of list) {
      const where = `${file}: feature ${f.number} (${options.idField} ${id})`;
      let polygons = polygonsOf(f.geometry!).map((rings) => rings.map(flatRing).filter((r) => r.length >= 6));
      polygons = polygons.filter((rings) => rings.length > 0);
      const crossings = selfCrossings(polygons.flat());
      if (crossings.length > 0) {
        const before = polygons.reduce((s, rings) => s + Math.abs(ringArea2(rings[0])), 0);
        polygons = repaired(polygons);
        const lonLat = Float64Array.from(crossings[0]);
        fromSource(lonLat);
        const after = polygons.reduce((s, rings) => s + Math.abs(ringArea2(rings[0])), 0);
        messages.push({
          severity: 'warning',
          where,
          message: `invalid polygon: ${crossings.length >= 10 ? '10 or more' : crossings.length} self-intersection${crossings.length > 1 ? 's' : ''}, the first at ${lonLatText(lonLat[0], lonLat[1])}; repaired (outer area ${before === 0 ? 'was 0' : `changed by ${(((after - before) / before) * 100).toFixed(3)}%`})`,
        });
      }
      for (const rings of polygons) {
        const projected = rings.map((r) => {
          const xy = Float64Array.from(r);
          toPlane(xy);
          return xy;
        });
        if (projected.some((r) => r.some((v) => !Number.isFinite(v))))
          throw new GeoInputError([
            {
              severity: 'error',
              where,
              message: `cannot be projected into ${options.areaCrs.name} (a coordinate became infinite)`,
            },
          ]);
        parts.push(projected);
      }
    }
    const shape = orient(parts);
    const area = shapeArea(shape);
    const c = Float64Array.from(shapeCentroid(shape));
    toLonLat(c);
    units.push({ id, features: list.map((f) => f.number), shape, area, lonLat: [c[0], c[1]] });
  }
  return { units, messages };
}

function closedPositions(r: Float64Array): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < r.length; i += 2) out.push([r[i], r[i + 1]]);
  out.push([r[0], r[1]]);
  return out;
}

/** Self-intersecting rings made valid by polyclip-ts (the union of the polygons with themselves). */
function repaired(polygons: Float64Array[][]): Float64Array[][] {
  const result = union(polygons.map((rings) => rings.map((r) => closedPositions(r) as [number, number][])));
  return result
    .map((rings) => rings.map((r) => flatRing(r)).filter((r) => r.length >= 6))
    .filter((rings) => rings.length > 0);
}
