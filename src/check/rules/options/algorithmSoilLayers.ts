import { argToken } from '../../../facts/args.js';
import { soilLayers } from '../../../facts/stores.js';
import type { Rule } from '../../rule.js';

/**
 * Algorithms that work on fixed soil layers, the number of layers they need, and how Raven finds out: the
 * constructor stops ("requires at least n soil layers"), or the algorithm adds its layers to the model and
 * Raven stops after the .rvi (soil variable index greater than the number of layers).
 */
const NEEDS: Readonly<Record<string, { readonly layers: number; readonly raven?: string }>> = {
  INF_UBC: { layers: 4, raven: 'INF_UBCWM infiltration algorithm requires at least 4 soil layers' },
  GINFIL_UBCWM: { layers: 3, raven: 'soil variable index greater than the number of layers' },
  SOILEVAP_SEQUEN: { layers: 2, raven: 'This soil infiltration algorithm requires at least 2 soil layers' },
  SOILEVAP_ROOT: { layers: 2, raven: 'This soil infiltration algorithm requires at least 2 soil layers' },
  SOILEVAP_ROOT_CONSTRAIN: {
    layers: 2,
    raven: 'This soil infiltration algorithm requires at least 2 soil layers',
  },
  SOILEVAP_AWBM: { layers: 3, raven: 'soil variable index greater than the number of layers' },
  SOILEVAP_SACSMA: { layers: 6, raven: 'soil variable index greater than the number of layers' },
  SOILBAL_SACSMA: { layers: 7, raven: 'soil variable index greater than the number of layers' },
  // The CmvInfiltration constructor looks SOIL[0] to SOIL[3] up without adding or checking them: a missing layer
  // is index -1, and Raven runs on (it completed a whole run of a 3-layer model) with that water lost.
  INF_AWBM: { layers: 4 },
};

/** RV505: an algorithm that needs more soil layers than the soil model has. */
export const algorithmSoilLayers: Rule = {
  code: 'RV505',
  name: 'algorithm-soil-layers',
  category: 'options',
  severity: 'error',
  docs: {
    summary:
      'Algorithms built on a fixed set of soil layers get them: INF_UBC needs 4 layers, GINFIL_UBCWM 3, SOILEVAP_SEQUEN, SOILEVAP_ROOT and SOILEVAP_ROOT_CONSTRAIN 2, SOILEVAP_AWBM 3, SOILEVAP_SACSMA 6, SOILBAL_SACSMA 7, INF_AWBM 4.',
    why: 'These algorithms move water between layers they name themselves (the UBC watershed model’s four soil and groundwater stores, the Sacramento model’s zones …). Raven stops when :SoilModel has fewer layers: some in the process constructor ("requires at least 4 soil layers"), the others after reading the .rvi, when the layers the algorithm added lie beyond the soil model. INF_AWBM neither adds nor checks its four layers: Raven runs on and the water meant for a missing layer is lost (a warning).',
    fix: 'Give :SoilModel at least as many layers (SOIL_MULTILAYER n, with matching soil profile horizons), or choose an algorithm for the layers the model has.',
    source:
      'Infiltration.cpp, SoilEvaporation.cpp, GlacierProcesses.cpp, SoilBalance.cpp (constructors and GetParticipatingStateVarList); ParseInput.cpp, ParseMainInputFile (soil layer check)',
    example: {
      fileType: 'rvi',
      bad: ':SoilModel SOIL_TWO_LAYER\n:HydrologicProcesses\n  :Infiltration INF_UBC PONDED_WATER MULTIPLE\n:EndHydrologicProcesses',
      good: ':SoilModel SOIL_MULTILAYER 4\n:HydrologicProcesses\n  :Infiltration INF_UBC PONDED_WATER MULTIPLE\n:EndHydrologicProcesses',
    },
  },
  check({ model, report }) {
    const layers = soilLayers(model);
    const soil = model.rvi.soilModel;
    if (layers === undefined || !soil) return;
    const stated = [argToken(soil.ref, 0)?.text, argToken(soil.ref, 1)?.text].filter(Boolean).join(' ');
    for (const p of model.rvi.processes) {
      const need = p.algorithm && NEEDS[p.algorithm.text];
      if (!need || need.layers <= layers) continue;
      const head = `${p.algorithm!.text} needs at least ${need.layers} soil layers and :SoilModel ${stated} gives ${layers}`;
      const fix = 'add layers to :SoilModel or choose another algorithm';
      report(
        need.raven
          ? { at: p.algorithm!.site, message: `${head}: Raven stops ("${need.raven}"); ${fix}` }
          : {
              at: p.algorithm!.site,
              severity: 'warning',
              message: `${head}: Raven does not check, and the water it sends to the missing layers goes to no store of the model (the run goes on with its water balance broken); ${fix}`,
            },
      );
    }
  },
};
