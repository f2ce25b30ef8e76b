/** Snow processes: snowpack balance, melt, refreeze, sublimation, albedo, temperature, blowing snow. */
import { glob, lu, veg } from '../types.js';
import { same } from './rule.js';
import type { ProcessRule } from './rule.js';

/** :SnowBalance (CmvSnowBalance, SnowBalance.cpp). */
const SNOW_BALANCE: ProcessRule = {
  command: ':SnowBalance',
  source: { file: 'SnowBalance.cpp', fn: 'CmvSnowBalance::GetParticipatingParamList' },
  algorithms: {
    SNOBAL_SIMPLE_MELT: [],
    SNOBAL_COLD_CONTENT: [glob('SNOW_SWI')],
    SNOBAL_HBV: [lu('REFREEZE_FACTOR'), glob('SNOW_SWI')],
    ...same(['SNOBAL_UBCWM', 'UBC'], [lu('CC_DECAY_COEFF'), glob('SNOW_SWI'), lu('SNOW_PATCH_LIMIT')]),
    // SNOBAL_CEMA_NIEGE: the engine's old misspelling, still accepted.
    ...same(['SNOBAL_CEMA_NEIGE', 'SNOBAL_CEMA_NIEGE'], [glob('AVG_ANNUAL_SNOW')]),
    SNOBAL_TWO_LAYER: [glob('MAX_SWE_SURFACE'), glob('SNOW_SWI')],
    SNOBAL_GAWSER: [glob('SNOW_SWI'), lu('REFREEZE_FACTOR'), lu('MELT_FACTOR')],
    SNOBAL_CRHM_EBSM: [glob('SNOW_SWI')],
    SNOBAL_HMETS: [
      lu('REFREEZE_FACTOR'),
      lu('REFREEZE_EXP'),
      lu('DD_REFREEZE_TEMP'),
      glob('SNOW_SWI_MIN'),
      glob('SNOW_SWI_MAX'),
      glob('SWI_REDUCT_COEFF'),
    ],
  },
  ifStateVar: [{ stateVar: 'FIRN', params: [lu('FIRN_MELT_CORR')] }],
  declaresByAlgorithm: same(
    [
      'SNOBAL_COLD_CONTENT',
      'SNOBAL_HBV',
      'SNOBAL_UBCWM',
      'UBC',
      'SNOBAL_TWO_LAYER',
      'SNOBAL_GAWSER',
      'SNOBAL_CRHM_EBSM',
      'SNOBAL_HMETS',
    ],
    ['SNOW_LIQ'],
  ),
  // Only SNOBAL_SIMPLE_MELT reads its target store.
  addsArgsByAlgorithm: { SNOBAL_SIMPLE_MELT: [2] },
};

/** :SnowMelt (CmvSnowMelt, SnowMeltRefreeze.cpp). */
const SNOW_MELT: ProcessRule = {
  command: ':SnowMelt',
  source: { file: 'SnowMeltRefreeze.cpp', fn: 'CmvSnowMelt::GetParticipatingParamList' },
  algorithms: { MELT_POTMELT: [] },
  addsArgs: [2],
};

/** :SnowRefreeze (CmvSnowRefreeze, SnowMeltRefreeze.cpp). */
const SNOW_REFREEZE: ProcessRule = {
  command: ':SnowRefreeze',
  source: { file: 'SnowMeltRefreeze.cpp', fn: 'CmvSnowRefreeze::GetParticipatingParamList' },
  algorithms: { FREEZE_DEGREE_DAY: [lu('REFREEZE_FACTOR')] },
  declares: ['SNOW_LIQ'],
};

/** :SnowSqueeze (CmvSnowSqueeze, SnowMeltRefreeze.cpp): the algorithm is not read. */
const SNOW_SQUEEZE: ProcessRule = {
  command: ':SnowSqueeze',
  source: { file: 'SnowMeltRefreeze.cpp', fn: 'CmvSnowSqueeze::GetParticipatingParamList' },
  params: [glob('SNOW_SWI')],
  declares: ['SNOW_LIQ'],
  addsArgs: [2],
};

/** :Sublimation (CmvSublimation, Sublimation.cpp): only SUBLIM_SVERDRUP has parameters. */
const SUBLIMATION: ProcessRule = {
  command: ':Sublimation',
  source: { file: 'Sublimation.cpp', fn: 'CmvSublimation::GetParticipatingParamList' },
  algorithms: {
    SUBLIM_SVERDRUP: [glob('SNOW_TEMPERATURE'), glob('SNOW_ROUGHNESS')],
    ...same(
      ['SUBLIM_KUZMIN', 'SUBLIM_CENTRAL_SIERRA', 'SUBLIM_PBSM', 'SUBLIM_KUCHMENT_GELFAN', 'SUBLIM_BULK_AERO'],
      [],
    ),
  },
};

/** :SnowAlbedoEvolve (CmvSnowAlbedoEvolve, SnowAlbedo.cpp). */
const SNOW_ALBEDO: ProcessRule = {
  command: ':SnowAlbedoEvolve',
  minArgs: 1,
  source: { file: 'SnowAlbedo.cpp', fn: 'CmvSnowAlbedoEvolve::GetParticipatingParamList' },
  algorithms: {
    ...same(
      ['SNOALB_UBCWM', 'UBC'],
      [
        glob('MAX_SNOW_ALBEDO'),
        glob('MIN_SNOW_ALBEDO'),
        glob('UBC_ALBASE'),
        glob('UBC_ALBREC'),
        glob('UBC_MAX_CUM_MELT'),
        glob('UBC_ALBSNW'),
      ],
    ),
    SNOALB_CRHM_ESSERY: [
      glob('ALB_DECAY_COLD'),
      glob('ALB_DECAY_MELT'),
      glob('MIN_SNOW_ALBEDO'),
      glob('MAX_SNOW_ALBEDO'),
      glob('BARE_GROUND_ALBEDO'),
      glob('SNOWFALL_ALBTHRESH'),
    ],
    SNOALB_BAKER: [glob('BARE_GROUND_ALBEDO'), glob('SNOWFALL_ALBTHRESH')],
  },
};

/** :SnowTempEvolve (CmvSnowTempEvolve, SnowTempEvolve.cpp). */
const SNOW_TEMP: ProcessRule = {
  command: ':SnowTempEvolve',
  minArgs: 2,
  source: { file: 'SnowTempEvolve.cpp', fn: 'CmvSnowTempEvolve::GetParticipatingParamList' },
  algorithms: { SNOTEMP_NEWTONS: [glob('AIRSNOW_COEFF')] },
};

/** :BlowingSnow (CmvPrairieBlowingSnow, PrairieSnow.cpp): the algorithm is not read. */
const BLOWING_SNOW: ProcessRule = {
  command: ':BlowingSnow',
  source: { file: 'PrairieSnow.cpp', fn: 'CmvPrairieBlowingSnow::GetParticipatingParamList' },
  params: [
    veg('VEG_DIAM'),
    veg('VEG_DENS'),
    veg('VEG_MBETA'),
    lu('FETCH'),
    veg('MAX_HEIGHT'),
    veg('RELATIVE_HT'),
    veg('MAX_LAI'),
    veg('RELATIVE_LAI'),
    veg('MAX_LEAF_COND'),
    lu('FOREST_SPARSENESS'),
    lu('ROUGHNESS'),
  ],
  declares: ['SNOW_LIQ'],
};

/** :SnowRedistribute (CmvLatRedistribute, SnowRedistribute.cpp): no parameters. */
const SNOW_REDISTRIBUTE: ProcessRule = {
  command: ':SnowRedistribute',
  source: { file: 'SnowRedistribute.cpp', fn: 'CmvLatRedistribute::GetParticipatingParamList' },
  params: [],
  addsArgs: [1],
};

/** Snow processes. */
export const SNOW_PROCESSES: readonly ProcessRule[] = [
  SNOW_BALANCE,
  SNOW_MELT,
  SNOW_REFREEZE,
  SNOW_SQUEEZE,
  SUBLIMATION,
  SNOW_ALBEDO,
  SNOW_TEMP,
  BLOWING_SNOW,
  SNOW_REDISTRIBUTE,
];
