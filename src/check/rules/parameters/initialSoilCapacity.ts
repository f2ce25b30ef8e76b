import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { hruTexts } from '../../../facts/hruColumns.js';
import { initialSoilStates } from '../../../facts/initialSoilStates.js';
import { networkOf } from '../../../facts/network.js';
import type { Token } from '../../../facts/site.js';
import { capacityMade, soilCapacity, type SoilCapacity } from '../../parameters/soilCapacity.js';
import type { Rule } from '../../rule.js';

/** The warning ParseInitialConditionsFile writes for a state above its maximum, read from the .rvc. */
const WARNING = warningIn(
  'ParseInitialConditionsFile',
  'maximum state variable limit exceeded',
  'in .rvc file',
).id;

/** Raven's tolerance (PRETTY_SMALL). */
const TOLERANCE = 1e-8;

/** RV361: a soil layer that starts, by the .rvc, with more water than it holds. */
export const initialSoilCapacity: Rule = {
  code: 'RV361',
  name: 'initial-soil-capacity',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary:
      "The water the .rvc gives each soil layer at the start (`:UniformInitialConditions`, `:HRUStateVariableTable`, `:InitialConditions`) is within the layer's capacity: its thickness × 1000 × POROSITY × (1 − STONE_FRAC), in mm.",
    why: "Raven computes each soil layer's capacity from the soil profile's horizon thickness (split evenly when :SoilModel has more layers than the profile has horizons), the soil class's POROSITY and STONE_FRAC; a lake or glacier profile has none. After reading the .rvc it compares every HRU's starting soil water with it and, above it, warns \"maximum state variable limit exceeded in initial conditions for Soil Water[0] (in HRU 1) in .rvc file\" (a Raven warning) and starts the layer full. A value right for the model it was written for goes wrong when the model changes under it: more soil layers (each thinner), a thinner horizon, a lower porosity.",
    fix: "Give starting values within the layers' capacities (half full is a usual start), or correct the thickness, POROSITY or :SoilModel that changed.",
    source:
      'ParseInitialConditionFile.cpp ParseInitialConditionsFile; HydroUnits.cpp CHydroUnit::GetStateVarMax, GetSoilCapacity; SoilProfile.cpp CSoilProfile::AllocateSoilLayers; SoilClass.cpp AutoCalculateSoilProps',
    example: {
      fileType: 'rvc',
      bad: ':UniformInitialConditions SOIL[0] 400.0',
      good: ':UniformInitialConditions SOIL[0] 100.0',
    },
  },
  ravenWarnings: [WARNING],
  check({ model, report }) {
    const states = initialSoilStates(model);
    if (!states || states.size === 0) return;
    const network = networkOf(model);
    const profiles = hruTexts(model, 'soil_profile');
    const capacities = new Map<string, SoilCapacity | undefined>();
    const capacityOf = (k: number, m: number) => {
      const p = profiles.of[k];
      if (p < 0) return undefined;
      const key = `${p}/${m}`;
      if (!capacities.has(key)) capacities.set(key, soilCapacity(model, profiles.values[p], m));
      return capacities.get(key);
    };
    for (const s of states.values()) {
      // The HRUs above capacity, by the token that set their value.
      const over = new Map<Token, { hrus: number[]; capacity: SoilCapacity }>();
      for (let k = 0; k < network.hrus.length; k++) {
        const token = s.token[k];
        if (!token) continue;
        const capacity = capacityOf(k, s.layer);
        if (!capacity || !(s.value[k] - Math.max(capacity.capacity, 0) > TOLERANCE)) continue;
        const entry = over.get(token) ?? { hrus: [], capacity };
        entry.hrus.push(k);
        over.set(token, entry);
      }
      for (const [token, { hrus, capacity }] of over) {
        const first = network.hrus[hrus[0]].idText;
        const others = hrus.length - 1;
        const where =
          others === 0 ? `HRU ${first}` : `HRU ${first} and ${others} other HRU${others === 1 ? '' : 's'}`;
        report({
          at: token.site,
          ravenWarning: WARNING,
          message: `SOIL[${s.layer}] starts at ${token.text} mm in ${where}, above the layer's capacity of ${Number(capacity.capacity.toPrecision(6))} mm (${capacityMade(capacity)}), so Raven warns ("maximum state variable limit exceeded in initial conditions for Soil Water[${s.layer}] (in HRU ${first}) in .rvc file") and starts the layer at its capacity`,
        });
      }
    }
  },
};
