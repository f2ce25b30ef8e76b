/** Surface stores: open water, lakes, depressions, abstraction and unit-hydrograph convolution. */
import { lu } from '../types.js';
import { same } from './rule.js';
import type { ProcessRule } from './rule.js';

/** :OpenWaterEvaporation (CmvOWEvaporation, OpenWaterEvap.cpp). */
const OPEN_WATER_EVAPORATION: ProcessRule = {
  command: ':OpenWaterEvaporation',
  source: { file: 'OpenWaterEvap.cpp', fn: 'CmvOWEvaporation::GetParticipatingParamList' },
  algorithms: {
    OPEN_WATER_EVAP: [lu('OW_PET_CORR')],
    OPEN_WATER_RIPARIAN: [lu('OW_PET_CORR'), lu('STREAM_FRACTION')],
    OPEN_WATER_UWFS: [
      lu('MAX_DEP_AREA_FRAC'),
      lu('DEP_MAX'),
      lu('UWFS_B'),
      lu('UWFS_BETAMIN'),
      lu('OW_PET_CORR'),
    ],
  },
  addsArgs: [1],
};

/** :LakeEvaporation (CmvLakeEvaporation, OpenWaterEvap.cpp). */
const LAKE_EVAPORATION: ProcessRule = {
  command: ':LakeEvaporation',
  source: { file: 'OpenWaterEvap.cpp', fn: 'CmvLakeEvaporation::GetParticipatingParamList' },
  algorithms: same(['LAKE_EVAP_BASIC', 'BASIC'], [lu('LAKE_PET_CORR')]),
};

/** :Abstraction (CmvAbstraction, Abstraction.cpp); every algorithm creates DEPRESSION. */
const ABSTRACTION: ProcessRule = {
  command: ':Abstraction',
  source: { file: 'Abstraction.cpp', fn: 'CmvAbstraction::GetParticipatingParamList' },
  algorithms: {
    ABST_PERCENTAGE: [lu('ABST_PERCENT')],
    ABST_FILL: [lu('DEP_MAX')],
    ABST_SCS: [lu('SCS_CN'), lu('SCS_IA_FRACTION')],
    ABST_PDMROF: [lu('PDMROF_B'), lu('DEP_MAX')],
    ABST_UWFS: [lu('MAX_DEP_AREA_FRAC'), lu('DEP_MAX'), lu('UWFS_B'), lu('UWFS_BETAMIN')],
  },
  declares: ['DEPRESSION'],
};

/** :DepressionOverflow (CmvDepressionOverflow, DepressionProcesses.cpp). */
const DEPRESSION_OVERFLOW: ProcessRule = {
  command: ':DepressionOverflow',
  source: { file: 'DepressionProcesses.cpp', fn: 'CmvDepressionOverflow::GetParticipatingParamList' },
  algorithms: {
    DFLOW_THRESHPOW: [lu('DEP_THRESHOLD'), lu('DEP_N'), lu('DEP_MAX_FLOW'), lu('DEP_MAX')],
    DFLOW_LINEAR: [lu('DEP_THRESHOLD'), lu('DEP_K')],
    DFLOW_WEIR: [lu('DEP_THRESHOLD'), lu('DEP_CRESTRATIO')],
  },
  declares: ['DEPRESSION'],
};

/** :Seepage (CmvSeepage, DepressionProcesses.cpp). */
const SEEPAGE: ProcessRule = {
  command: ':Seepage',
  source: { file: 'DepressionProcesses.cpp', fn: 'CmvSeepage::GetParticipatingParamList' },
  algorithms: { SEEP_LINEAR: [lu('DEP_SEEP_K')] },
  declares: ['DEPRESSION'],
};

/** :LakeRelease (CmvLakeRelease, DepressionProcesses.cpp). */
const LAKE_RELEASE: ProcessRule = {
  command: ':LakeRelease',
  source: { file: 'DepressionProcesses.cpp', fn: 'CmvLakeRelease::GetParticipatingParamList' },
  algorithms: { LAKEREL_LINEAR: [lu('LAKE_REL_COEFF')] },
};

/** :LakeFreeze (CmvFrozenLake, FrozenLake.cpp). */
const LAKE_FREEZE: ProcessRule = {
  command: ':LakeFreeze',
  minArgs: 1,
  source: { file: 'FrozenLake.cpp', fn: 'CmvFrozenLake::GetParticipatingParamList' },
  algorithms: { LFREEZE_BASIC: [lu('LAKESNOW_BUFFER_HT')], LFREEZE_THERMAL: [] },
};

/** :Convolve (CmvConvolution, Convolution.cpp). */
const CONVOLVE: ProcessRule = {
  command: ':Convolve',
  source: { file: 'Convolution.cpp', fn: 'CmvConvolution::GetParticipatingParamList' },
  algorithms: {
    ...same(['CONVOL_GR4J_1', 'CONVOL_GR4J_2'], [lu('GR4J_X4')]),
    CONVOL_GAMMA: [lu('GAMMA_SHAPE'), lu('GAMMA_SCALE')],
    CONVOL_GAMMA_2: [lu('GAMMA_SHAPE2'), lu('GAMMA_SCALE2')],
  },
};

/** Surface store processes. */
export const SURFACE_PROCESSES: readonly ProcessRule[] = [
  OPEN_WATER_EVAPORATION,
  LAKE_EVAPORATION,
  ABSTRACTION,
  DEPRESSION_OVERFLOW,
  SEEPAGE,
  LAKE_RELEASE,
  LAKE_FREEZE,
  CONVOLVE,
];
