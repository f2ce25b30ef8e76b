/**
 * How many segments Raven cuts each subbasin's reach into (CSubBasin::CSubBasin, SubBasin.cpp): its reach
 * length over :GlobalParameter MAX_REACH_SEGLENGTH (the .rvp, read before the .rvh, sets it; 10,000 km unless
 * given), at least one; an `_AUTO` length with a shorter MAX_REACH_SEGLENGTH gets one, and a length that needs
 * more than 50 gets 49. The .rvc's in-reach flow rows (:Qout, :Mout) must give that many.
 */
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { atof, idKey, type IdKey } from './ravenNumbers.js';

/** Raven's DEFAULT_MAX_REACHLENGTH [km] (RavenInclude.h): one segment per reach. */
export const DEFAULT_MAX_REACHLENGTH = 10000;
/** Raven's MAX_RIVER_SEGS (RavenInclude.h). */
export const MAX_RIVER_SEGS = 50;

/** The number of segments Raven gives each subbasin, by ID (the first row of an ID). */
export const segmentsOf: (model: ModelFacts) => ReadonlyMap<IdKey, number> = oncePerModel((model) => {
  const given = model.rvp.globals.get('MAX_REACH_SEGLENGTH')?.value;
  const seg = given ? atof(given.text) : DEFAULT_MAX_REACHLENGTH;
  const out = new Map<IdKey, number>();
  for (const sb of model.rvh.subbasins) {
    const key = idKey(sb.textAt(0) ?? '');
    const length = sb.text('reach_length');
    if (out.has(key) || length === undefined || !(seg > 0)) continue;
    const auto = length === '_AUTO' || length === 'AUTO';
    let n =
      auto && seg < 0.99 * DEFAULT_MAX_REACHLENGTH
        ? 1
        : Math.max(Math.ceil((auto ? -1 : atof(length)) / seg), 1);
    if (n > MAX_RIVER_SEGS) n = MAX_RIVER_SEGS - 1;
    out.set(key, n);
  }
  return out;
});
