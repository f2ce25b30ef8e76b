/**
 * Grid weights: for each unit (HRU or subbasin polygon), the share of its area in each grid cell, computed in an
 * equal-area plane (EPSG:3573 by default, as the reference library and derive_grid_weights.py do) and scaled so
 * that each unit's weights sum to 1, which Raven requires. A unit the grid leaves partly uncovered is an error
 * (its forcing would come from the part the grid covers) unless the caller accepts it; a unit no cell covers is
 * always one.
 */
import Flatbush from 'flatbush';
import { NORTH_POLE_LAEA, projector, WGS84, type Crs } from './crs.js';
import { overlapArea, ringBoundsOf } from './convexOverlap.js';
import { GeoInputError, lonLatText, type GeoMessage } from './messages.js';
import { shapeBounds } from './shapes.js';
import type { LonLatGrid } from './netcdfGrid.js';
import type { Unit } from './polygons.js';

/** Options of the weights computation. */
export interface WeightOptions {
  /** The equal-area plane (default EPSG:3573). */
  readonly areaCrs?: Crs;
  /**
   * The share of a unit the grid may leave uncovered before it is an error (default 0.05, the reference
   * library's threshold); the weights of a partly covered unit are scaled to sum to 1 all the same.
   */
  readonly uncoveredTolerance?: number;
  /** Report partly covered units as warnings, not errors. */
  readonly allowPartial?: boolean;
  /** Called now and then with the units done and their number. */
  readonly onProgress?: (done: number, total: number) => void;
  /** What the units are called in messages ("HRU", "subbasin"). */
  readonly unitName?: string;
}

/** How one unit fared. */
export interface UnitCoverage {
  readonly id: number;
  /** Area in the equal-area plane, m². */
  readonly area: number;
  /** The share of the area the grid's cells cover (1 when whole). */
  readonly covered: number;
  readonly cells: number;
  readonly lonLat: readonly [number, number];
}

/** The weights, as Raven's :GridWeights holds them, with what was found on the way. */
export interface GridWeightsResult {
  readonly numberHrus: number;
  readonly numberCells: number;
  /** One row per unit–cell pair with a share, in unit order then cell order. */
  readonly hru: Int32Array<ArrayBuffer>;
  readonly cell: Int32Array<ArrayBuffer>;
  readonly weight: Float64Array<ArrayBuffer>;
  readonly units: readonly UnitCoverage[];
  readonly messages: readonly GeoMessage[];
}

/** Cells in the equal-area plane: counter-clockwise quadrilaterals with their bounds, indexed. */
export interface PlaneCells {
  readonly count: number;
  /** 8 numbers per cell (4 corners), counter-clockwise. */
  readonly polygons: Float64Array;
  /** 4 numbers per cell; NaN for a cell that could not be projected. */
  readonly bounds: Float64Array;
  /** Index of the cells that could be projected (item k is cell `ids[k]`). */
  readonly index: Flatbush | null;
  readonly ids: Int32Array;
  /**
   * For cells given as polygons (not quadrilaterals): each cell's counter-clockwise triangles, whose overlaps
   * add up to the cell's (`polygons` is then unused).
   */
  readonly pieces?: readonly (readonly Float64Array[])[];
}

/** Projects a grid's cells into the plane and indexes them. */
export function planeCells(grid: LonLatGrid, areaCrs: Crs = NORTH_POLE_LAEA): PlaneCells {
  const count = grid.nx * grid.ny;
  const polygons = Float64Array.from(grid.corners);
  projector(WGS84, areaCrs)(polygons);
  const bounds = new Float64Array(count * 4).fill(NaN);
  const ids: number[] = [];
  for (let k = 0; k < count; k++) {
    const o = k * 8;
    let finite = true;
    for (let q = 0; q < 8; q++) if (!Number.isFinite(polygons[o + q])) finite = false;
    if (!finite) continue;
    // Orientation from the signed area; a grid whose latitudes or longitudes decrease has clockwise cells.
    let a2 = 0;
    for (let q = 0; q < 4; q++) {
      const i = o + 2 * q;
      const j = o + ((2 * q + 2) % 8);
      a2 += polygons[i] * polygons[j + 1] - polygons[j] * polygons[i + 1];
    }
    if (a2 === 0) continue;
    if (a2 < 0) {
      // Swap corners 1 and 3: the same quadrilateral, the other way round.
      [polygons[o + 2], polygons[o + 6]] = [polygons[o + 6], polygons[o + 2]];
      [polygons[o + 3], polygons[o + 7]] = [polygons[o + 7], polygons[o + 3]];
    }
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity; // prettier-ignore
    for (let q = 0; q < 8; q += 2) {
      x0 = Math.min(x0, polygons[o + q]);
      x1 = Math.max(x1, polygons[o + q]);
      y0 = Math.min(y0, polygons[o + q + 1]);
      y1 = Math.max(y1, polygons[o + q + 1]);
    }
    bounds.set([x0, y0, x1, y1], k * 4);
    ids.push(k);
  }
  let index: Flatbush | null = null;
  if (ids.length > 0) {
    index = new Flatbush(ids.length);
    for (const k of ids) index.add(bounds[k * 4], bounds[k * 4 + 1], bounds[k * 4 + 2], bounds[k * 4 + 3]);
    index.finish();
  }
  return { count, polygons, bounds, index, ids: Int32Array.from(ids) };
}

/** The bounds of a flat polygon into `box`; true (for use in a condition). */
function boundsOf(p: Float64Array, box: Float64Array): true {
  box[0] = box[1] = Infinity;
  box[2] = box[3] = -Infinity;
  for (let i = 0; i < p.length; i += 2) {
    if (p[i] < box[0]) box[0] = p[i];
    if (p[i] > box[2]) box[2] = p[i];
    if (p[i + 1] < box[1]) box[1] = p[i + 1];
    if (p[i + 1] > box[3]) box[3] = p[i + 1];
  }
  return true;
}

/** The longitude/latitude extent of a grid, for messages. */
function extentText(grid: LonLatGrid): string {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity; // prettier-ignore
  for (let i = 0; i < grid.corners.length; i += 2) {
    const x = grid.corners[i];
    const y = grid.corners[i + 1];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  return `longitude ${x0.toFixed(3)} to ${x1.toFixed(3)}, latitude ${y0.toFixed(3)} to ${y1.toFixed(3)}`;
}

/**
 * The grid weights of `units` on `grid`. Throws a GeoInputError when a unit is not covered (or, unless
 * `allowPartial`, covered less than the tolerance): every such unit is listed, with where it lies.
 */
export function computeGridWeights(
  units: readonly Unit[],
  grid: LonLatGrid,
  options: WeightOptions = {},
): GridWeightsResult {
  const cells = planeCells(grid, options.areaCrs ?? NORTH_POLE_LAEA);
  return weightsOnCells(units, cells, grid.path, () => extentText(grid), options);
}

/** The weights of units on cells already in the plane (a NetCDF grid or polygons given as cells). */
export function weightsOnCells(
  units: readonly Unit[],
  cells: PlaneCells,
  gridName: string,
  extent: () => string,
  options: WeightOptions = {},
): GridWeightsResult {
  const tolerance = options.uncoveredTolerance ?? 0.05;
  const name = options.unitName ?? 'HRU';
  const hru: number[] = [];
  const cell: number[] = [];
  const weight: number[] = [];
  const coverage: UnitCoverage[] = [];
  const errors: GeoMessage[] = [];
  const messages: GeoMessage[] = [];
  const polygon = new Float64Array(8);
  const box = new Float64Array(4);
  let lastReport = 0;
  units.forEach((u, n) => {
    const b = shapeBounds(u.shape);
    const found = cells.index ? cells.index.search(b[0], b[1], b[2], b[3]).map((i) => cells.ids[i]) : [];
    found.sort((a, c) => a - c);
    const ringBounds = ringBoundsOf(u.shape);
    const shares: number[] = [];
    const ids: number[] = [];
    let total = 0;
    for (const k of found) {
      let a = 0;
      if (cells.pieces) {
        for (const t of cells.pieces[k]) {
          if (!boundsOf(t, box) || box[0] > b[2] || box[2] < b[0] || box[1] > b[3] || box[3] < b[1]) continue;
          a += overlapArea(u.shape, ringBounds, t, box);
        }
      } else {
        for (let q = 0; q < 8; q++) polygon[q] = cells.polygons[k * 8 + q];
        for (let q = 0; q < 4; q++) box[q] = cells.bounds[k * 4 + q];
        a = overlapArea(u.shape, ringBounds, polygon, box);
      }
      if (a > 0) {
        shares.push(a);
        ids.push(k);
        total += a;
      }
    }
    const covered = u.area > 0 ? total / u.area : 0;
    coverage.push({ id: u.id, area: u.area, covered, cells: ids.length, lonLat: u.lonLat });
    const where = `${name} ${u.id} (feature${u.features.length > 1 ? 's' : ''} ${u.features.join(', ')})`;
    if (total <= 0) {
      errors.push({
        severity: 'error',
        where,
        message: `lies at ${lonLatText(u.lonLat[0], u.lonLat[1])}, where no cell of ${gridName} covers it (the grid spans ${extent()})`,
      });
    } else {
      if (covered < 1 - tolerance) {
        const text = `the grid ${gridName} covers only ${(covered * 100).toFixed(1)}% of it (centred at ${lonLatText(u.lonLat[0], u.lonLat[1])}; the grid spans ${extent()})`;
        if (options.allowPartial)
          messages.push({
            severity: 'warning',
            where,
            message: `${text}; its weights are scaled to sum to 1 over the covered part`,
          });
        else
          errors.push({
            severity: 'error',
            where,
            message: `${text}; a wider grid, or --allow-partial to scale the weights over the covered part`,
          });
      } else if (covered > 1 + 1e-6)
        messages.push({
          severity: 'warning',
          where,
          message: `the cells covering it add up to ${(covered * 100).toFixed(3)}% of its area: cells of the grid overlap`,
        });
      for (let i = 0; i < ids.length; i++) {
        hru.push(u.id);
        cell.push(ids[i]);
        weight.push(shares[i] / total);
      }
    }
    if (options.onProgress && (n + 1 === units.length || n - lastReport >= 500)) {
      lastReport = n;
      options.onProgress(n + 1, units.length);
    }
  });
  if (errors.length > 0) throw new GeoInputError([...errors, ...messages]);
  return {
    numberHrus: units.length,
    numberCells: cells.count,
    hru: Int32Array.from(hru),
    cell: Int32Array.from(cell),
    weight: Float64Array.from(weight),
    units: coverage,
    messages,
  };
}
