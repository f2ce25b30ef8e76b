/**
 * Where Raven stops on SAT_WILT > FIELD_CAPACITY: CHydroUnit::GetSoilTensionStorageCapacity (HydroUnits.cpp)
 * stops the run when a soil layer's tension storage (thickness × porosity × (1 − stone fraction) ×
 * (FIELD_CAPACITY − SAT_WILT)) is negative, and only the process algorithms below ask for it, for an HRU they
 * apply to, on the first time step. Kept to the cases that are certain (no conditional process lines, no HRU
 * type changes, no disabled HRU groups, values written as numbers), so that it never reports a model Raven
 * runs.
 */
import { lookupClass, atoi } from '../../facts/rvpFacts.js';
import type { ModelFacts } from '../../facts/facts.js';
import { hruTexts } from '../../facts/hruColumns.js';
import type { ProcessLine } from '../../facts/rviFacts.js';
import { atof } from './ravenNumbers.js';
import { parameterReading, resolveValue, type ClassReading, type ResolvedValue } from './rvpReading.js';

/** The soil layers each algorithm asks about: fixed layers, or the layer of its `from` store. */
const TENSION_LAYERS: Readonly<Record<string, readonly number[] | 'from'>> = {
  INF_PRMS: [0],
  SOILEVAP_TOPMODEL: [0],
  SOILEVAP_HBV: [0],
  SOILEVAP_HYPR: [0],
  SOILEVAP_SEQUEN: [0, 1],
  SOILEVAP_ROOT: [0, 1],
  SOILEVAP_ROOT_CONSTRAIN: [0, 1],
  INTERFLOW_PRMS: 'from',
  PERC_PRMS: 'from',
  PERC_SACRAMENTO: 'from',
};

/** A soil class whose tension storage Raven will find negative. */
export interface TensionProblem {
  readonly soil: ClassReading;
  readonly satWilt: ResolvedValue;
  readonly fieldCapacity: ResolvedValue;
  /** The process line that asks for it. */
  readonly process: ProcessLine;
}

/** The soil layer of a `SOIL[m]` store (through `:Alias`), or undefined. */
function layerOf(model: ModelFacts, store: string | undefined): number | undefined {
  const target = store === undefined ? undefined : (model.rvi.aliases.get(store)?.target.text ?? store);
  const m = target && /^SOIL\[(\d+)\]$/.exec(target);
  return m ? Number(m[1]) : undefined;
}

/** The soil classes that stop the run for a negative tension storage. */
export function tensionProblems(model: ModelFacts): TensionProblem[] {
  const rvi = model.rvi;
  if (rvi.byName.has(':DisableHRUGroup') || model.uses('rvp', ':HRUTypeChange').length > 0) return [];
  const layers = rvi.soilModel?.layers ?? 0;
  const asks: { process: ProcessLine; layer: number }[] = [];
  for (const p of rvi.processes) {
    const spec = p.algorithm ? TENSION_LAYERS[p.algorithm.text] : undefined;
    if (!spec || p.conditions.length > 0) continue;
    const list = spec === 'from' ? [layerOf(model, p.from?.text)] : spec;
    for (const layer of list) if (layer !== undefined && layer < layers) asks.push({ process: p, layer });
  }
  if (asks.length === 0) return [];
  const reading = parameterReading(model);
  const soils = new Map(reading.classes.soil.map((c) => [c.name.text, c]));
  // The profiles the HRUs use (HRUs are many, profiles few).
  const used = hruTexts(model, 'soil_profile').values;
  const out: TensionProblem[] = [];
  const seen = new Set<string>();
  for (const text of used) {
    const profile = lookupClass(model.rvp.soilProfiles, text);
    if (!profile) continue;
    const horizons = atoi(profile.count?.text ?? '');
    if (horizons <= 0 || profile.horizons.length < horizons || layers % horizons !== 0) continue;
    const per = layers / horizons;
    for (const { process, layer } of asks) {
      // The HRU types the process skips (its GetRatesOfChange).
      const skipped = process.ref.command.spec?.skipsProfiles ?? [];
      if (skipped.some((prefix) => profile.name.text.startsWith(prefix))) continue;
      const horizon = profile.horizons[Math.floor(layer / per)];
      const soil = horizon && lookupClass(soils, horizon.soil.text);
      const thickness = atof(horizon?.thickness?.text ?? '') / per;
      if (!soil || thickness <= 0 || seen.has(soil.name.text)) continue;
      const value = (field: string) => resolveValue(reading, 'soil', soil.values, field);
      const satWilt = value('SAT_WILT');
      const fieldCapacity = value('FIELD_CAPACITY');
      const porosity = value('POROSITY');
      const stone = value('STONE_FRAC');
      if (satWilt.outcome !== 'given' || fieldCapacity.outcome !== 'given' || porosity.outcome !== 'given')
        continue;
      const capRatio = porosity.value * (1 - (stone.outcome === 'given' ? stone.value : 0));
      const storage = thickness * 1000 * capRatio * (fieldCapacity.value - satWilt.value);
      if (storage >= -1e-12) continue;
      seen.add(soil.name.text);
      out.push({ soil, satWilt, fieldCapacity, process });
    }
  }
  return out;
}
