import { argToken } from '../../model/args.js';
import { soilLayers } from '../../model/stores.js';
import type { Rule } from '../../rule.js';

/**
 * Algorithms that work on fixed soil layers, the number of layers they need, and how Raven finds out: the
 * constructor stops ("requires at least n soil layers"), or the algorithm adds its layers to the model and
 * Raven stops after the .rvi (soil variable index greater than the number of layers).
 */
const NEEDS: Readonly<Record<string, { readonly layers: number; readonly raven: string }>> = {
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
};

/** RV505: an algorithm that needs more soil layers than the soil model has. */
export const algorithmSoilLayers: Rule = {
  code: 'RV505',
  name: 'algorithm-soil-layers',
  category: 'options',
  severity: 'error',
  docs: {
    summary:
      'Algorithms built on a fixed set of soil layers get them: INF_UBC needs 4 layers, GINFIL_UBCWM 3, SOILEVAP_SEQUEN, SOILEVAP_ROOT and SOILEVAP_ROOT_CONSTRAIN 2, SOILEVAP_AWBM 3, SOILEVAP_SACSMA 6, SOILBAL_SACSMA 7.',
    why: 'These algorithms move water between layers they name themselves (the UBC watershed model’s four soil and groundwater stores, the Sacramento model’s zones …). Raven stops when :SoilModel has fewer layers: some in the process constructor ("requires at least 4 soil layers"), the others after reading the .rvi, when the layers the algorithm added lie beyond the soil model.',
    fix: 'Give :SoilModel at least as many layers (SOIL_MULTILAYER n, with matching soil profile horizons), or choose an algorithm for the layers the model has.',
    source:
      'Infiltration.cpp, SoilEvaporation.cpp, GlacierProcesses.cpp, SoilBalance.cpp (constructors and GetParticipatingStateVarList); ParseInput.cpp, ParseMainInputFile (soil layer check)',
    example: {
      fileType: 'rvi',
      bad: ':SoilModel SOIL_TWO_LAYER\n…\n:Infiltration INF_UBC PONDED_WATER MULTIPLE',
      good: ':SoilModel SOIL_MULTILAYER 4\n…\n:Infiltration INF_UBC PONDED_WATER MULTIPLE',
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
      report({
        at: p.algorithm!.site,
        message: `${p.algorithm!.text} needs at least ${need.layers} soil layers and :SoilModel ${stated} gives ${layers}: Raven stops ("${need.raven}"); add layers to :SoilModel or choose another algorithm`,
      });
    }
  },
};
