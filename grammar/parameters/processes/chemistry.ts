/** Processes of the transport model: geochemistry and heat. */
import { lu, soil, transport, veg } from '../types.js';
import type { ProcessRule } from './rule.js';

/** Geochemical and energy processes. */
export const CHEMISTRY_PROCESSES: readonly ProcessRule[] = [
  {
    command: ':Decay',
    source: { file: 'Decay.cpp', fn: 'CmvDecay::GetParticipatingParamList' },
    params: [transport('DECAY_COEFF')],
  },
  {
    command: ':Transformation',
    minArgs: 4,
    source: { file: 'Transformation.cpp', fn: 'CmvTransformation::GetParticipatingParamList' },
    algorithms: {
      TRANS_LINEAR: [transport('TRANSFORM_COEFF'), transport('STOICHIO_RATIO')],
      TRANS_NONLINEAR: [transport('TRANSFORM_COEFF'), transport('STOICHIO_RATIO'), transport('TRANSFORM_N')],
    },
  },
  {
    command: ':Equilibrium',
    minArgs: 4,
    source: { file: 'ChemEquilibrium.cpp', fn: 'CmvChemEquil::GetParticipatingParamList' },
    algorithms: {
      EQUIL_FIXED_RATIO: [transport('EQFIXED_RATIO')],
      EQUIL_LINEAR_SORPTION: [transport('SORPT_COEFF'), soil('POROSITY'), soil('BULK_DENSITY')],
      EQUIL_LINEAR: [transport('EQFIXED_RATIO'), transport('EQUIL_COEFF'), transport('STOICHIO_RATIO')],
    },
  },
  {
    command: ':HeatConduction',
    source: { file: 'HeatConduction.cpp', fn: 'CmvHeatConduction::GetParticipatingParamList' },
    params: [soil('THERMAL_COND'), soil('HEAT_CAPACITY'), lu('CONVECTION_COEFF'), lu('GEOTHERMAL_GRAD')],
  },
  {
    command: ':SurfaceEnergyExchange',
    source: { file: 'SurfaceEnergyExchange.cpp', fn: 'CmvPartitionEnergy::GetParticipatingParamList' },
    params: [lu('CONVECTION_COEFF'), veg('VEG_CONV_COEFF'), lu('MAX_DEP_AREA_FRAC')],
  },
];
