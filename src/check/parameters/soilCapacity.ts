/**
 * Each soil layer's capacity in an HRU, as CHydroUnit::GetSoilCapacity (HydroUnits.cpp) gives it: the layer's
 * thickness (its horizon's, split evenly when :SoilModel has a multiple of the profile's horizons, as
 * CSoilProfile::AllocateSoilLayers does) × 1000 × the soil class's POROSITY × (1 − STONE_FRAC)
 * (CSoilClass::AutoCalculateSoilProps); zero for a profile without horizons (a lake or a glacier). Undefined
 * where Raven stops on the profile or the value is not certain.
 */
import type { ModelFacts } from '../../facts/facts.js';
import { oncePerModel } from '../../facts/memo.js';
import { atoi, lookupClass } from '../../facts/rvpFacts.js';
import { atof } from './ravenNumbers.js';
import { parameterReading, resolveValue, type ClassReading } from './rvpReading.js';

/** The soil classes by name (one map per model, so that lookups are cached). */
const soilClasses: (model: ModelFacts) => ReadonlyMap<string, ClassReading> = oncePerModel(
  (model) => new Map(parameterReading(model).classes.soil.map((c) => [c.name.text, c])),
);

/** A layer's capacity and what it is made of. */
export interface SoilCapacity {
  /** [mm] */
  readonly capacity: number;
  /** The layer's thickness [m], its horizon's thickness, the number of layers per horizon. */
  readonly thickness: number;
  readonly horizon?: { readonly soil: string; readonly thickness: string; readonly split: number };
  readonly porosity: number;
  readonly stoneFraction: number;
}

/** The special POROSITY default of conceptual models (CSoilClass::AutoCalculateSoilProps). */
const CONCEPTUAL_SAND = 0.4111111;

/** The capacity of layer `m` for HRUs of the soil profile named `profileText`, or undefined. */
export function soilCapacity(model: ModelFacts, profileText: string, m: number): SoilCapacity | undefined {
  const layers = model.rvi.soilModel?.layers ?? 0;
  const profile = lookupClass(model.rvp.soilProfiles, profileText);
  if (!profile || m >= layers) return undefined;
  const horizons = atoi(profile.count?.text ?? '');
  if (horizons === 0) return { capacity: 0, thickness: 1e-12, porosity: 0, stoneFraction: 0 };
  if (horizons < 0 || profile.horizons.length < horizons || layers % horizons !== 0) return undefined;
  const split = layers / horizons;
  const horizon = profile.horizons[Math.floor(m / split)];
  const reading = parameterReading(model);
  const soil = horizon && lookupClass(soilClasses(model), horizon.soil.text);
  if (!soil || !horizon.thickness) return undefined;
  const thickness = atof(horizon.thickness.text) / split;
  const value = (field: string) => resolveValue(reading, 'soil', soil.values, field);
  const p = value('POROSITY');
  let porosity: number;
  if (p.outcome === 'given') porosity = p.value;
  else if (p.outcome === 'computed') {
    const sand = value('SAND_CON');
    if (sand.outcome !== 'given') return undefined;
    porosity = sand.value === CONCEPTUAL_SAND ? 1.0 : 0.489 - 0.126 * sand.value;
  } else return undefined;
  const s = value('STONE_FRAC');
  const stoneFraction = s.outcome === 'given' ? s.value : s.outcome === 'computed' ? 0 : undefined;
  if (stoneFraction === undefined || !(porosity >= 0 && porosity <= 1)) return undefined;
  return {
    capacity: thickness * 1000 * porosity * (1 - stoneFraction),
    thickness,
    horizon: { soil: soil.name.text, thickness: horizon.thickness.text, split },
    porosity,
    stoneFraction,
  };
}

/** How a capacity is made, in words (for messages). */
export function capacityMade(c: SoilCapacity): string {
  if (!c.horizon) return 'a profile without horizons (a lake or glacier) holds no soil water';
  const h = c.horizon;
  const thickness =
    h.split === 1
      ? `${h.thickness} m of ${h.soil}`
      : `${h.soil}'s ${h.thickness} m split over ${h.split} layers`;
  const stone = c.stoneFraction === 0 ? '' : ` × (1 − STONE_FRAC ${c.stoneFraction})`;
  return `${thickness} × 1000 × POROSITY ${Number(c.porosity.toPrecision(6))}${stone}`;
}
