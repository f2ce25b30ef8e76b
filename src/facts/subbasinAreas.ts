/**
 * Each subbasin's area as CSubBasin::CalculateBasinArea sums it: the areas of the HRUs that name it [km²]
 * (disabled HRUs are not left out here: the facts that use it give up on models that disable any).
 */
import type { ModelFacts } from './facts.js';
import { hruNumbers } from './hruColumns.js';
import { oncePerModel } from './memo.js';
import { networkOf } from './network.js';
import type { IdKey } from './ravenNumbers.js';

/** The area of every subbasin with HRUs, by its ID key. */
export const subbasinAreas: (model: ModelFacts) => ReadonlyMap<IdKey, number> = oncePerModel((model) => {
  const areas = hruNumbers(model, 'area');
  const out = new Map<IdKey, number>();
  for (const hru of networkOf(model).hrus) {
    if (hru.subbasinKey === undefined) continue;
    out.set(hru.subbasinKey, (out.get(hru.subbasinKey) ?? 0) + areas[hru.index]);
  }
  return out;
});
