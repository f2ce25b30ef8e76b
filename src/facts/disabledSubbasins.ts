/**
 * The subbasins a model disables, at the two moments the management optimiser looks: when the .rvt adds demands
 * (CDemandOptimizer::AddWaterDemand drops a demand of a disabled subbasin) and when the .rvm is read (after
 * CModel::Initialize). `:DisableSubBasinGroup` (.rvh) disables a group's subbasins at once
 * (CSubbasinGroup::DisableGroup); `:DisableHRUGroup` (.rvi after :SoilModel, or .rvh) only marks the group, and
 * CModel::Initialize disables its HRUs, then every subbasin all of whose HRUs are disabled. Nothing enables a
 * subbasin again (CSubBasin::Enable has no caller in 4.12.1).
 */
import { argToken } from './args.js';
import type { ModelFacts } from './facts.js';
import { groupAt, groupsOf } from './groups.js';
import { hruGroupMembers, subbasinGroupMembersAt } from './groupMembers.js';
import { oncePerModel } from './memo.js';
import { networkOf } from './network.js';
import type { IdKey } from './ravenNumbers.js';
import { beforeSoilModel } from './rviFacts.js';

/** The disabled subbasins by key, at each moment. */
export interface DisabledSubbasins {
  /** Disabled when the .rvt is read (by :DisableSubBasinGroup). */
  readonly atTimeSeries: ReadonlySet<IdKey>;
  /** Disabled when the .rvm is read (also every subbasin whose HRUs :DisableHRUGroup all disabled). */
  readonly atManagement: ReadonlySet<IdKey>;
}

/** The disabled subbasins, or undefined where a disabled group's members are not certain (filled by a query). */
export const disabledSubbasinsOf = oncePerModel((model: ModelFacts): DisabledSubbasins | undefined => {
  const groups = groupsOf(model);
  const network = networkOf(model);
  const bySubbasinGroup = new Set<IdKey>();
  for (const ref of model.uses('rvh', ':DisableSubBasinGroup')) {
    const name = argToken(ref, 0)?.text;
    if (name === undefined || !groupAt(groups.subbasin, name, ref)) continue; // Raven stops (RV2xx)
    const members = subbasinGroupMembersAt(model, name, ref);
    if (!members) return undefined;
    for (const sb of members) bySubbasinGroup.add(sb.key);
  }
  const offHrus = new Set<IdKey>();
  const hruMembers = hruGroupMembers(model);
  for (const type of ['rvi', 'rvh'] as const) {
    for (const ref of model.uses(type, ':DisableHRUGroup')) {
      if (type === 'rvi' && beforeSoilModel(model.rvi, ref)) continue;
      const name = argToken(ref, 0)?.text;
      if (name === undefined || !groupAt(groups.hru, name, ref)) continue;
      const members = hruMembers.get(name);
      if (!members) return undefined;
      for (const hru of members) offHrus.add(hru.key);
    }
  }
  const atManagement = new Set(bySubbasinGroup);
  if (offHrus.size > 0) {
    const hrusOf = new Map<IdKey, IdKey[]>();
    for (const hru of network.hrus) {
      if (hru.subbasinKey === undefined) continue;
      const list = hrusOf.get(hru.subbasinKey) ?? [];
      list.push(hru.key);
      hrusOf.set(hru.subbasinKey, list);
    }
    for (const [sb, hrus] of hrusOf) if (hrus.every((k) => offHrus.has(k))) atManagement.add(sb);
  }
  return { atTimeSeries: bySubbasinGroup, atManagement };
});
