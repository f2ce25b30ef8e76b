import { nameToken } from '../../../facts/args.js';
import { transportOverLimit } from '../../../facts/waterCompartments.js';
import { MAX_SV_LAYERS } from '../../../../grammar/stateVariables.js';
import type { Rule } from '../../rule.js';

/** RV567: more :Transport constituents than Raven's layer table holds for the model's water compartments. */
export const transportLayerLimit: Rule = {
  code: 'RV567',
  name: 'transport-layer-limit',
  category: 'options',
  severity: 'error',
  docs: {
    summary:
      "The constituents of :Transport, times the model's water compartments, must fit in Raven's 160 layers.",
    why: `Each :Transport constituent gets one CONSTITUENT store per water compartment of the model (every store of water the model has when Raven reads :EndHydrologicProcesses, the 50 CONV_STOR stores of each :Convolve among them), and Raven numbers them all in one list of at most ${MAX_SV_LAYERS} layers: constituent c takes layers c×n to c×n+n−1. With a GR4J-like model (two :Convolve, over 100 compartments) the second constituent already goes past the limit and Raven stops while reading the .rvi ("CModel::AddStateVariables: bad layer index specified"). rvkit counts only the compartments it is sure of (the built-in stores, the soil layers, the stores the process lines name, the convolution stores), so it may miss a model just over the limit, never warns of one within it.`,
    fix: 'Simulate fewer constituents in one model (one run per constituent), or fewer stores: a model without :Convolve has about ten compartments and room for many constituents.',
    source:
      'Transport.cpp, CTransportModel::Prepare (water compartments: IsWaterStorage) and AddConstituent; Model.cpp, AddStateVariables; RavenInclude.h, MAX_SV_LAYERS',
    example: {
      fileType: 'rvi',
      bad: ':SoilModel SOIL_MULTILAYER 2\n:HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :Convolve CONVOL_GR4J_1 CONVOLUTION[0] SOIL[1]\n  :Convolve CONVOL_GR4J_2 CONVOLUTION[1] SOIL[1]\n:EndHydrologicProcesses\n:Transport Nitrate\n:Transport Phosphorus',
      good: ':SoilModel SOIL_MULTILAYER 2\n:HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :Convolve CONVOL_GR4J_1 CONVOLUTION[0] SOIL[1]\n  :Convolve CONVOL_GR4J_2 CONVOLUTION[1] SOIL[1]\n:EndHydrologicProcesses\n:Transport Nitrate',
    },
  },
  check({ model, report }) {
    const over = transportOverLimit(model);
    if (!over) return;
    const n = over.compartments;
    const first = (over.number - 1) * n;
    const fit = Math.floor(MAX_SV_LAYERS / n);
    report({
      at: nameToken(over.ref).site,
      message: `constituent ${over.number} of :Transport needs layers ${first} to ${first + n - 1} (one per water compartment: the model has at least ${n}), beyond Raven's ${MAX_SV_LAYERS}: Raven stops ("CModel::AddStateVariables: bad layer index specified"); this model has room for ${fit} constituent${fit === 1 ? '' : 's'}`,
    });
  },
};
