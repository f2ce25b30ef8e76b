/**
 * Where the rings of one feature cross each other or themselves: the proper crossings (two edges cutting through
 * each other's interiors) that make a signed-area sum wrong, found through a flatbush index of the edges
 * (n log n; @turf/kinks tests every pair of edges, minutes on a routing product's detailed polygons). Rings that
 * only touch at a point, which shapefiles allow, are not crossings.
 */
import Flatbush from 'flatbush';

/** The crossing points (x, y) of a feature's rings, at most `limit` of them. */
export function selfCrossings(rings: readonly Float64Array[], limit = 10): [number, number][] {
  let edges = 0;
  for (const r of rings) edges += r.length / 2;
  if (edges < 4) return [];
  const ax = new Float64Array(edges);
  const ay = new Float64Array(edges);
  const bx = new Float64Array(edges);
  const by = new Float64Array(edges);
  const ring = new Int32Array(edges);
  const pos = new Int32Array(edges);
  const size = new Int32Array(edges);
  const index = new Flatbush(edges);
  let e = 0;
  rings.forEach((r, k) => {
    const n = r.length / 2;
    for (let i = 0; i < n; i++, e++) {
      const j = (i + 1) % n;
      ax[e] = r[2 * i];
      ay[e] = r[2 * i + 1];
      bx[e] = r[2 * j];
      by[e] = r[2 * j + 1];
      ring[e] = k;
      pos[e] = i;
      size[e] = n;
      index.add(
        Math.min(ax[e], bx[e]),
        Math.min(ay[e], by[e]),
        Math.max(ax[e], bx[e]),
        Math.max(ay[e], by[e]),
      );
    }
  });
  index.finish();
  const found: [number, number][] = [];
  for (let i = 0; i < edges && found.length < limit; i++) {
    const near = index.search(
      Math.min(ax[i], bx[i]),
      Math.min(ay[i], by[i]),
      Math.max(ax[i], bx[i]),
      Math.max(ay[i], by[i]),
    );
    for (const j of near) {
      if (j <= i) continue;
      if (ring[i] === ring[j]) {
        const d = Math.abs(pos[i] - pos[j]);
        if (d === 1 || d === size[i] - 1) continue; // neighbours share a vertex
      }
      const d1 = cross(ax[j], ay[j], bx[j], by[j], ax[i], ay[i]);
      const d2 = cross(ax[j], ay[j], bx[j], by[j], bx[i], by[i]);
      const d3 = cross(ax[i], ay[i], bx[i], by[i], ax[j], ay[j]);
      const d4 = cross(ax[i], ay[i], bx[i], by[i], bx[j], by[j]);
      if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
        const t = d1 / (d1 - d2);
        found.push([ax[i] + t * (bx[i] - ax[i]), ay[i] + t * (by[i] - ay[i])]);
        if (found.length >= limit) break;
      }
    }
  }
  return found;
}

/** The side of (px, py) from the line a→b (twice the signed triangle area). */
function cross(ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
}
