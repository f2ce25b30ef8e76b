/**
 * The subbasins Raven includes in streamflow assimilation (CSubBasin::IncludeInAssimilation): an
 * `:AssimilateStreamflow SBID` of the .rvt after a regular HYDROGRAPH series of that subbasin (Raven looks only
 * among the series read so far, IsContinuousFlowObs2), or of the .rve (read after the whole .rvt, in an
 * ensemble mode only).
 */
import { argToken } from './args.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { networkOf } from './network.js';
import { observationsOf } from './observations.js';
import { idKey, type IdKey } from './ravenNumbers.js';
import type { CommandRef } from './readingOrder.js';
import { ensembleModeOf } from './runFiles.js';

/** The IDs of the subbasins whose streamflow Raven assimilates. */
export const assimilatedSubbasinsOf: (model: ModelFacts) => ReadonlySet<IdKey> =
  oncePerModel(readAssimilated);

/** True when a regular HYDROGRAPH series of subbasin `key` is read before `ref` (anywhere when undefined). */
export function hydrographBefore(model: ModelFacts, key: IdKey, ref?: CommandRef): boolean {
  return observationsOf(model).some(
    (s) =>
      s.role === 'data' &&
      !s.irregular &&
      s.type.text === 'HYDROGRAPH' &&
      s.key === key &&
      (!ref || s.ref.index < ref.index),
  );
}

function readAssimilated(model: ModelFacts): Set<IdKey> {
  const network = networkOf(model);
  const enabled = new Set<IdKey>();
  const add = (ref: CommandRef, before: boolean) => {
    const sb = argToken(ref, 0);
    if (!sb) return;
    const key = idKey(sb.text);
    if (network.subbasinById.has(key) && hydrographBefore(model, key, before ? ref : undefined))
      enabled.add(key);
  };
  for (const ref of model.uses('rvt', ':AssimilateStreamflow')) add(ref, true);
  if (ensembleModeOf(model.rvi) !== 'ENSEMBLE_NONE') {
    for (const ref of model.uses('rve', ':AssimilateStreamflow')) add(ref, false);
  }
  return enabled;
}
