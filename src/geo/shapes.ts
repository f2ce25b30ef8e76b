/**
 * Polygons as flat coordinate arrays, in one plane (the equal-area plane once projected): a ring is
 * `[x0, y0, x1, y1, …]` without the closing repeat, a polygon its outer ring then its holes, a shape one or more
 * polygons. Outer rings run counter-clockwise and holes clockwise after `orient`, so the signed areas of the
 * rings add up to the shape's area, and so do the signed areas of the rings clipped by a convex cell.
 */

/** A closed ring: x, y pairs, the first point not repeated at the end. */
export type Ring = Float64Array;

/** An outer ring and its holes. */
export type PolygonRings = readonly Ring[];

/** One or more polygons (a MultiPolygon, or a Polygon as a list of one). */
export type Shape = readonly PolygonRings[];

/** Axis-aligned bounds `[minX, minY, maxX, maxY]`. */
export type Bounds = [number, number, number, number];

/** Twice the signed area of a ring (positive when counter-clockwise), by the shoelace formula. */
export function ringArea2(r: Ring): number {
  const n = r.length;
  if (n < 6) return 0;
  let s = 0;
  let px = r[n - 2];
  let py = r[n - 1];
  for (let i = 0; i < n; i += 2) {
    const x = r[i];
    const y = r[i + 1];
    s += px * y - x * py;
    px = x;
    py = y;
  }
  return s;
}

/** The ring reversed (same points, other direction). */
function reversed(r: Ring): Ring {
  const out = new Float64Array(r.length);
  for (let i = 0, j = r.length - 2; j >= 0; i += 2, j -= 2) {
    out[i] = r[j];
    out[i + 1] = r[j + 1];
  }
  return out;
}

/** The shape with outer rings counter-clockwise and holes clockwise. */
export function orient(shape: Shape): Shape {
  return shape.map((rings) =>
    rings.map((r, k) => {
      const ccw = ringArea2(r) > 0;
      return ccw === (k === 0) ? r : reversed(r);
    }),
  );
}

/** The area of an oriented shape (outer rings less holes). */
export function shapeArea(shape: Shape): number {
  let s = 0;
  for (const rings of shape) for (const r of rings) s += ringArea2(r);
  return s / 2;
}

/** The bounds of a shape. */
export function shapeBounds(shape: Shape): Bounds {
  const b: Bounds = [Infinity, Infinity, -Infinity, -Infinity];
  for (const rings of shape) {
    const r = rings[0];
    if (!r) continue;
    for (let i = 0; i < r.length; i += 2) {
      if (r[i] < b[0]) b[0] = r[i];
      if (r[i] > b[2]) b[2] = r[i];
      if (r[i + 1] < b[1]) b[1] = r[i + 1];
      if (r[i + 1] > b[3]) b[3] = r[i + 1];
    }
  }
  return b;
}

/** The area-weighted centre of an oriented shape (its centroid), in the shape's plane. */
export function shapeCentroid(shape: Shape): [number, number] {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (const rings of shape)
    for (const r of rings) {
      const n = r.length;
      let px = r[n - 2];
      let py = r[n - 1];
      for (let i = 0; i < n; i += 2) {
        const cross = px * r[i + 1] - r[i] * py;
        a += cross;
        cx += (px + r[i]) * cross;
        cy += (py + r[i + 1]) * cross;
        px = r[i];
        py = r[i + 1];
      }
    }
  return a === 0 ? [NaN, NaN] : [cx / (3 * a), cy / (3 * a)];
}
