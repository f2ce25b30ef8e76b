/**
 * The area a polygon shares with a convex cell. Only the area is needed, not the clipped polygon, so each ring
 * is clipped by the cell's half-planes in turn (Sutherland–Hodgman) and the signed areas of the clipped rings are
 * added: for a convex clip region that sum is exact even for a concave ring or a ring with holes (the stretches
 * the clipping runs along the cell's edges cancel out). One pass over the ring per cell edge, no allocation per
 * call: a general boolean-operation library (polyclip-ts, used for repairs) builds the output topology and is
 * one to two orders of magnitude slower on the million ring–cell pairs of a continental grid.
 */
import { ringArea2, type Ring, type Shape } from './shapes.js';

/** Scratch buffers that grow as needed, shared by the calls of one thread. */
let bufA = new Float64Array(1024);
let bufB = new Float64Array(1024);

function ensure(n: number): void {
  if (bufA.length >= n) return;
  let size = bufA.length;
  while (size < n) size *= 2;
  bufA = new Float64Array(size);
  bufB = new Float64Array(size);
}

/**
 * Twice the signed area of the part of `ring` inside the convex polygon `cell` (counter-clockwise, flat x, y
 * pairs). Positive for a counter-clockwise ring.
 */
export function clippedRingArea2(ring: Ring, cell: Float64Array): number {
  const nCell = cell.length / 2;
  // A clipped ring gains at most one point per cell edge over its own count.
  ensure(ring.length + 2 * nCell + 4);
  let src: Float64Array<ArrayBufferLike> = ring;
  let n = ring.length;
  let dst: Float64Array<ArrayBufferLike> = bufA;
  let other: Float64Array<ArrayBufferLike> = bufB;
  for (let e = 0; e < nCell && n > 0; e++) {
    const ax = cell[2 * e];
    const ay = cell[2 * e + 1];
    const bx = cell[(2 * e + 2) % cell.length];
    const by = cell[(2 * e + 3) % cell.length];
    const ex = bx - ax;
    const ey = by - ay;
    let m = 0;
    let px = src[n - 2];
    let py = src[n - 1];
    // Side of a point: the cross product of the edge and the point from its start; inside is on the left (>= 0).
    let ps = ex * (py - ay) - ey * (px - ax);
    for (let i = 0; i < n; i += 2) {
      const x = src[i];
      const y = src[i + 1];
      const s = ex * (y - ay) - ey * (x - ax);
      if (s >= 0) {
        if (ps < 0) {
          const t = ps / (ps - s);
          dst[m++] = px + t * (x - px);
          dst[m++] = py + t * (y - py);
        }
        dst[m++] = x;
        dst[m++] = y;
      } else if (ps >= 0) {
        const t = ps / (ps - s);
        dst[m++] = px + t * (x - px);
        dst[m++] = py + t * (y - py);
      }
      px = x;
      py = y;
      ps = s;
    }
    src = dst;
    n = m;
    dst = other;
    other = src;
  }
  if (n < 6) return 0;
  return ringArea2(n === src.length ? src : src.subarray(0, n));
}

/** The area of an oriented shape inside a convex cell, with the rings' bounds to skip rings far from it. */
export function overlapArea(
  shape: Shape,
  ringBounds: readonly Float64Array[],
  cell: Float64Array,
  cellBounds: Float64Array,
): number {
  let s = 0;
  let k = 0;
  for (const rings of shape)
    for (const r of rings) {
      const b = ringBounds[k++];
      if (b[0] > cellBounds[2] || b[2] < cellBounds[0] || b[1] > cellBounds[3] || b[3] < cellBounds[1])
        continue;
      s += clippedRingArea2(r, cell);
    }
  return s / 2;
}

/** The bounds of each ring of a shape, in the order `overlapArea` walks them. */
export function ringBoundsOf(shape: Shape): Float64Array[] {
  const out: Float64Array[] = [];
  for (const rings of shape)
    for (const r of rings) {
      const b = Float64Array.of(Infinity, Infinity, -Infinity, -Infinity);
      for (let i = 0; i < r.length; i += 2) {
        if (r[i] < b[0]) b[0] = r[i];
        if (r[i] > b[2]) b[2] = r[i];
        if (r[i + 1] < b[1]) b[1] = r[i + 1];
        if (r[i + 1] > b[3]) b[3] = r[i + 1];
      }
      out.push(b);
    }
  return out;
}
