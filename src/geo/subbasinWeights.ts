/**
 * Subbasin-level weights: the weights are computed once per subbasin (its polygons combined) and every HRU of
 * the subbasin is given them, so that all HRUs of a subbasin see the same forcing (as when the forcing is meant
 * per subbasin, or the HRUs are land-use pieces too small for their own cells). Raven's :GridWeights names
 * HRUs, so the rows are written per HRU.
 */
import type { GridWeightsResult } from './gridWeights.js';
import { GeoInputError, type GeoMessage } from './messages.js';
import type { VectorLayer } from './vectorLayer.js';

/** An HRU and the subbasin it lies in. */
export type HruInSubbasin = readonly [hru: number, subbasin: number];

/** The HRU → subbasin pairs of a layer holding both attributes (an HRU in two subbasins is an error). */
export function hrusOfLayer(layer: VectorLayer, hruField: string, subbasinField: string): HruInSubbasin[] {
  const errors: GeoMessage[] = [];
  if (!layer.fields.includes(hruField))
    errors.push({
      severity: 'error',
      where: layer.path,
      message: `has no attribute ${hruField} (attributes: ${layer.fields.join(', ')}): the HRU IDs that take their subbasin's weights`,
    });
  if (errors.length > 0) throw new GeoInputError(errors);
  const seen = new Map<number, { sub: number; feature: number }>();
  for (const f of layer.features) {
    const hru = Number(f.properties[hruField]);
    const sub = Number(f.properties[subbasinField]);
    if (!Number.isInteger(hru) || !Number.isInteger(sub)) continue; // readUnits reports bad subbasin IDs
    const before = seen.get(hru);
    if (before && before.sub !== sub)
      errors.push({
        severity: 'error',
        where: `${layer.path}: feature ${f.number}`,
        message: `HRU ${hru} is in ${subbasinField} ${sub} here and in ${before.sub} in feature ${before.feature}`,
      });
    else if (!Number.isInteger(hru) || hru <= 0)
      errors.push({
        severity: 'error',
        where: `${layer.path}: feature ${f.number}`,
        message: `${hruField} ${String(f.properties[hruField])} is not an HRU ID`,
      });
    else seen.set(hru, { sub, feature: f.number });
  }
  if (errors.length > 0) throw new GeoInputError(errors);
  return [...seen].map(([hru, s]) => [hru, s.sub] as const).sort((a, b) => a[0] - b[0]);
}

/**
 * The weights of subbasins given to their HRUs, in the order of `hrus`. Throws when an HRU's subbasin has no
 * weights (no polygon of that subbasin).
 */
export function weightsPerHru(
  result: GridWeightsResult,
  hrus: readonly HruInSubbasin[],
  where: string,
): GridWeightsResult {
  const rowsOf = new Map<number, number[]>();
  for (let i = 0; i < result.hru.length; i++) {
    const list = rowsOf.get(result.hru[i]);
    if (list) list.push(i);
    else rowsOf.set(result.hru[i], [i]);
  }
  const errors: GeoMessage[] = [];
  const hru: number[] = [];
  const cell: number[] = [];
  const weight: number[] = [];
  for (const [h, s] of hrus) {
    const rows = rowsOf.get(s);
    if (!rows) {
      errors.push({
        severity: 'error',
        where,
        message: `HRU ${h} lies in subbasin ${s}, which has no polygon`,
      });
      continue;
    }
    for (const i of rows) {
      hru.push(h);
      cell.push(result.cell[i]);
      weight.push(result.weight[i]);
    }
  }
  if (errors.length > 0) throw new GeoInputError(errors);
  return {
    ...result,
    numberHrus: hrus.length,
    hru: Int32Array.from(hru),
    cell: Int32Array.from(cell),
    weight: Float64Array.from(weight),
  };
}
