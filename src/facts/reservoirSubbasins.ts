/** The subbasins that hold a reservoir: where Raven keeps reservoir series, initial states and observations. */
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { idKey, type IdKey } from './ravenNumbers.js';

/** The ID keys of the subbasins a :Reservoir of the .rvh names. */
export const reservoirSubbasinsOf = oncePerModel(
  (model: ModelFacts): ReadonlySet<IdKey> =>
    new Set(model.rvh.reservoirs.flatMap((r) => (r.subbasin ? [idKey(r.subbasin.text)] : []))),
);
