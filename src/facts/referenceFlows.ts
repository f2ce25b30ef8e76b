/**
 * The reference flow of each subbasin as Raven sets it (ModelInitialize.cpp CModel::InitializeBasins, SubBasin.cpp
 * CSubBasin::Initialize): the Q_REFERENCE given (the 7th column of :SubBasins, then :SubBasinProperties), or
 * REFERENCE_FLOW_MULT (10 unless given) times the average flow reaching the subbasin's outlet, which Raven
 * estimates from the average annual runoff over the HRU areas of the subbasin and of every subbasin upstream.
 * Kept to the certain cases: a model with inflow hydrographs, reservoir downstream flows, disabled HRUs or
 * subbasins, or subbasin properties changed by group gives none.
 */
import { commandName } from '../ast/nodes.js';
import { annualRunoff } from './annualRunoff.js';
import { argTokens } from './args.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { subbasinAreas } from './subbasinAreas.js';
import { networkOf, type SubbasinRow } from './network.js';
import { atof, type IdKey } from './ravenNumbers.js';
import type { Token } from './site.js';
import { subbasinProperties } from './subbasinRouting.js';

/** Commands that change the flows or the subbasins Raven initialises: with them no estimate is certain. */
const UNCERTAIN: readonly (readonly [type: 'rvt' | 'rvh', name: string])[] = [
  ['rvt', ':BasinInflowHydrograph'],
  ['rvt', ':BasinInflowHydrograph2'],
  ['rvt', ':ReservoirDownstreamFlow'],
  ['rvh', ':DisableHRUGroup'],
  ['rvh', ':DisableSubBasinGroup'],
  ['rvh', ':SBGroupPropertyMultiplier'],
  ['rvh', ':SBGroupPropertyOverride'],
];

/** Raven's constants (RavenInclude.h). */
const DAYS_PER_YEAR = 365.25;
const SEC_PER_DAY = 86400;

/** How a subbasin's reference flow came about. */
export interface ReferenceFlow {
  readonly subbasin: SubbasinRow;
  /** The reference flow [m³/s]. */
  readonly value: number;
  /** The cell that gives it, when it is given. */
  readonly given?: Token;
  /** When estimated: the average flow at the outlet [m³/s], the multiplier, and the area draining to it [km²]. */
  readonly estimate?: { readonly flow: number; readonly multiplier: number; readonly drainage: number };
}

/** The reference flow of every subbasin, or none when it is not certain. */
export const referenceFlows: (model: ModelFacts) => ReadonlyMap<IdKey, ReferenceFlow> = oncePerModel(compute);

function compute(model: ModelFacts): Map<IdKey, ReferenceFlow> {
  const out = new Map<IdKey, ReferenceFlow>();
  if (UNCERTAIN.some(([type, name]) => model.uses(type, name).length > 0)) return out;
  const network = networkOf(model);
  const area = subbasinAreas(model);
  const runoff = annualRunoff(model)?.value ?? 0;
  const perDay = runoff > 0 ? runoff / DAYS_PER_YEAR : 0; // [mm/d]
  const lateral = (key: IdKey) => (((perDay / 1000) * (area.get(key) ?? 0) * 1e6) / SEC_PER_DAY) as number;

  // Flows and areas carried downstream (Raven adds each subbasin's to the next in upstream-to-downstream order).
  const subbasins = [...network.subbasinById.values()];
  const upstream = new Map<IdKey, SubbasinRow[]>();
  for (const s of subbasins) {
    if (s.downstreamKey === undefined || !network.subbasinById.has(s.downstreamKey)) continue;
    const list = upstream.get(s.downstreamKey) ?? [];
    list.push(s);
    upstream.set(s.downstreamKey, list);
  }
  const inflow = new Map<IdKey, { flow: number; drainage: number } | null>();
  const reaching = (s: SubbasinRow): { flow: number; drainage: number } | undefined => {
    const known = inflow.get(s.key);
    if (known !== undefined) return known ?? undefined; // null: a cycle (another rule's error)
    inflow.set(s.key, null);
    let flow = 0;
    let drainage = area.get(s.key) ?? 0;
    for (const u of upstream.get(s.key) ?? []) {
      const up = reaching(u);
      if (!up) return undefined;
      flow += up.flow + lateral(u.key);
      drainage += up.drainage;
    }
    const result = { flow, drainage };
    inflow.set(s.key, result);
    return result;
  };

  const multiplier = referenceFlowMultiplier(model);
  const properties = subbasinProperties(model);
  for (const s of subbasins) {
    const cell =
      properties.get(s.key)?.get('Q_REFERENCE')?.token ??
      (s.row.size === 7 ? s.row.get('q_reference') : undefined);
    const auto = cell === undefined || cell.text === '_AUTO' || cell.text === 'AUTO';
    if (!auto) {
      out.set(s.key, { subbasin: s, value: atof(cell.text), given: cell });
      continue;
    }
    const up = reaching(s);
    if (!up) continue;
    const flow = up.flow + lateral(s.key);
    out.set(s.key, {
      subbasin: s,
      value: multiplier * flow,
      estimate: { flow, multiplier, drainage: up.drainage },
    });
  }
  return out;
}

/** REFERENCE_FLOW_MULT as the .rvp leaves it (10 unless given; the last line wins). */
function referenceFlowMultiplier(model: ModelFacts): number {
  let out = 10;
  for (const ref of model.commands('rvp')) {
    if ((ref.command.spec?.name ?? commandName(ref.command)) !== ':GlobalParameter') continue;
    const [name, value] = argTokens(ref);
    if (name?.text.toUpperCase() === 'REFERENCE_FLOW_MULT' && value) out = atof(value.text);
  }
  return out;
}
