/** Glacier processes. */
import { glob, lu, soil } from '../types.js';
import { same } from './rule.js';
import type { ProcessRule } from './rule.js';

/** :GlacierMelt (CmvGlacierMelt, GlacierProcesses.cpp). */
const GLACIER_MELT: ProcessRule = {
  command: ':GlacierMelt',
  source: { file: 'GlacierProcesses.cpp', fn: 'CmvGlacierMelt::GetParticipatingParamList' },
  algorithms: {
    ...same(['GMELT_HBV', 'HBV'], [lu('HBV_MELT_GLACIER_CORR')]),
    ...same(['GMELT_UBC', 'UBC', 'GMELT_SIMPLE_MELT', 'SIMPLE'], []),
  },
};

/** :GlacierRelease (CmvGlacierRelease, GlacierProcesses.cpp). */
const GLACIER_RELEASE: ProcessRule = {
  command: ':GlacierRelease',
  source: { file: 'GlacierProcesses.cpp', fn: 'CmvGlacierRelease::GetParticipatingParamList' },
  algorithms: {
    ...same(
      ['GRELEASE_HBV_EC', 'HBV_EC'],
      [lu('HBV_GLACIER_KMIN'), lu('GLAC_STORAGE_COEFF'), lu('HBV_GLACIER_AG')],
    ),
    ...same(['GRELEASE_LINEAR', 'LINEAR_STORAGE', 'GRELEASE_LINEAR_ANALYTIC'], [lu('GLAC_STORAGE_COEFF')]),
  },
  declaresByAlgorithm: same(['GRELEASE_HBV_EC', 'HBV_EC'], ['SNOW_LIQ']),
};

/** :GlacierInfiltration (CmvGlacierInfil, GlacierProcesses.cpp). */
const GLACIER_INFILTRATION: ProcessRule = {
  command: ':GlacierInfiltration',
  source: { file: 'GlacierProcesses.cpp', fn: 'CmvGlacierInfil::GetParticipatingParamList' },
  algorithms: {
    GINFIL_UBCWM: [
      lu('IMPERMEABLE_FRAC'),
      soil('MAX_PERC_RATE'),
      soil('UBC_INFIL_SOIL_DEF'),
      soil('POROSITY'),
      glob('UBC_GW_SPLIT'),
      glob('UBC_FLASH_PONDING'),
    ],
  },
};

/** :GlacierIceFlow (CmvLatIceFlow, LatIceFlow.cpp): no parameters. */
const GLACIER_ICE_FLOW: ProcessRule = {
  command: ':GlacierIceFlow',
  source: { file: 'LatIceFlow.cpp', fn: 'CmvLatIceFlow::GetParticipatingParamList' },
  params: [],
};

/** :FirnEvolution (CmvFirnEvolution, FirnEvolution.cpp). */
const FIRN_EVOLUTION: ProcessRule = {
  command: ':FirnEvolution',
  minArgs: 1,
  source: { file: 'FirnEvolution.cpp', fn: 'CmvFirnEvolution::GetParticipatingParamList' },
  algorithms: { FIRNEVOL_SIMPLE: [lu('FIRN_COMPACTION_RATE')] },
  declares: ['FIRN'],
};

/** Glacier processes. */
export const GLACIER_PROCESSES: readonly ProcessRule[] = [
  GLACIER_MELT,
  GLACIER_RELEASE,
  GLACIER_INFILTRATION,
  GLACIER_ICE_FLOW,
  FIRN_EVOLUTION,
];
