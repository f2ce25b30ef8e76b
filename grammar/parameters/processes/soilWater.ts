/** Soil water processes: infiltration, percolation, baseflow, interflow, soil evaporation and relatives. */
import { glob, lu, soil, terrain, veg } from '../types.js';
import { same } from './rule.js';
import type { ProcessRule } from './rule.js';

const LINEAR = [soil('BASEFLOW_COEFF')];

/** :Baseflow (CmvBaseflow, Baseflow.cpp). */
const BASEFLOW: ProcessRule = {
  command: ':Baseflow',
  source: { file: 'Baseflow.cpp', fn: 'CmvBaseflow::GetParticipatingParamList' },
  algorithms: {
    ...same(['BASE_LINEAR', 'BASE_LINEAR_ANALYTIC', 'BASE_LINEAR_CONSTRAIN'], LINEAR),
    BASE_CONSTANT: [soil('MAX_BASEFLOW_RATE')],
    BASE_POWER_LAW: [soil('BASEFLOW_COEFF'), soil('BASEFLOW_N')],
    BASE_VIC: [soil('MAX_BASEFLOW_RATE'), soil('BASEFLOW_N')],
    BASE_TOPMODEL: [soil('MAX_BASEFLOW_RATE'), soil('BASEFLOW_N'), terrain('TOPMODEL_LAMBDA')],
    BASE_GR4J: [soil('GR4J_X3')],
    BASE_THRESH_POWER: [soil('MAX_BASEFLOW_RATE'), soil('BASEFLOW_N'), soil('BASEFLOW_THRESH')],
    BASE_THRESH_STOR: [soil('BASEFLOW_COEFF2'), soil('STORAGE_THRESHOLD')],
  },
  addsArgs: [1],
};

const GREEN_AMPT = [
  soil('HYDRAUL_COND'),
  soil('WETTING_FRONT_PSI'),
  soil('POROSITY'),
  lu('IMPERMEABLE_FRAC'),
];

/** :Infiltration (CmvInfiltration, Infiltration.cpp). */
const INFILTRATION: ProcessRule = {
  command: ':Infiltration',
  source: { file: 'Infiltration.cpp', fn: 'CmvInfiltration::GetParticipatingParamList' },
  algorithms: {
    INF_SCS: [lu('SCS_CN'), lu('SCS_IA_FRACTION')],
    INF_SCS_NOABSTRACTION: [lu('SCS_CN')],
    // INF_PARTITION is the old name of INF_RATIONAL.
    ...same(['INF_RATIONAL', 'INF_PARTITION'], [lu('PARTITION_COEFF')]),
    INF_ALL_INFILTRATES: [lu('IMPERMEABLE_FRAC')],
    ...same(['INF_GREEN_AMPT', 'INF_GA_SIMPLE'], GREEN_AMPT),
    INF_HMETS: [lu('HMETS_RUNOFF_COEFF'), lu('IMPERMEABLE_FRAC')],
    INF_VIC: [
      soil('VIC_ZMAX'),
      soil('VIC_ZMIN'),
      soil('VIC_ALPHA'),
      soil('POROSITY'),
      lu('IMPERMEABLE_FRAC'),
    ],
    INF_VIC_ARNO: [soil('VIC_B_EXP'), soil('POROSITY'), lu('IMPERMEABLE_FRAC')],
    INF_PRMS: [
      lu('MAX_SAT_AREA_FRAC'),
      soil('POROSITY'),
      soil('FIELD_CAPACITY'),
      soil('SAT_WILT'),
      lu('IMPERMEABLE_FRAC'),
    ],
    INF_HBV: [soil('POROSITY'), soil('HBV_BETA'), lu('IMPERMEABLE_FRAC')],
    INF_UBC: [
      lu('IMPERMEABLE_FRAC'),
      soil('MAX_PERC_RATE'),
      soil('UBC_INFIL_SOIL_DEF'),
      soil('POROSITY'),
      glob('UBC_GW_SPLIT'),
      glob('UBC_FLASH_PONDING'),
    ],
    INF_GR4J: [soil('POROSITY'), lu('IMPERMEABLE_FRAC')],
    // The engine lists a seventh, XINANXIANG_SHP, but counts only six: it never reaches the master list.
    INF_XINANXIANG: [
      lu('IMPERMEABLE_FRAC'),
      soil('XINANXIANG_A'),
      soil('XINANXIANG_B'),
      soil('SAT_WILT'),
      soil('POROSITY'),
      soil('FIELD_CAPACITY'),
    ],
    INF_PDM: [lu('IMPERMEABLE_FRAC'), lu('PDM_B'), soil('POROSITY')],
    INF_AWBM: [lu('AWBM_AREAFRAC1'), lu('AWBM_AREAFRAC2'), lu('AWBM_BFLOW_INDEX')],
  },
};

const PERC_POWER = [soil('MAX_PERC_RATE'), soil('PERC_N'), soil('POROSITY')];
const PERC_GAWSER = [soil('MAX_PERC_RATE'), soil('FIELD_CAPACITY'), soil('POROSITY')];

/** :Percolation (CmvPercolation, Percolation.cpp). */
const PERCOLATION: ProcessRule = {
  command: ':Percolation',
  source: { file: 'Percolation.cpp', fn: 'CmvPercolation::GetParticipatingParamList' },
  algorithms: {
    PERC_CONSTANT: [soil('MAX_PERC_RATE')],
    ...same(['PERC_GAWSER', 'PERC_GAWSER_CONSTRAIN'], PERC_GAWSER),
    ...same(['PERC_POWER_LAW', 'POWER_LAW'], PERC_POWER),
    PERC_PRMS: [...PERC_POWER, soil('FIELD_CAPACITY'), soil('SAT_WILT')],
    PERC_SACRAMENTO: [
      soil('SAC_PERC_EXPON'),
      soil('SAC_PERC_ALPHA'),
      soil('MAX_BASEFLOW_RATE'),
      soil('POROSITY'),
      soil('FIELD_CAPACITY'),
      soil('SAT_WILT'),
    ],
    ...same(['PERC_LINEAR', 'PERC_LINEAR_ANALYTIC'], [soil('PERC_COEFF')]),
    PERC_GR4J: [],
    ...same(['PERC_GR4JEXCH', 'PERC_GR4JEXCH2'], [soil('GR4J_X2')]),
    PERC_ASPEN: [soil('PERC_ASPEN')],
  },
  addsArgs: [1, 2],
};

const FC_WILT = [soil('POROSITY'), soil('FIELD_CAPACITY'), soil('SAT_WILT')];

/** :SoilEvaporation (CmvSoilEvap, SoilEvaporation.cpp). */
const SOIL_EVAPORATION: ProcessRule = {
  command: ':SoilEvaporation',
  source: { file: 'SoilEvaporation.cpp', fn: 'CmvSoilEvap::GetParticipatingParamList' },
  algorithms: {
    SOILEVAP_VIC: [
      soil('VIC_ALPHA'),
      soil('VIC_ZMAX'),
      soil('VIC_ZMIN'),
      soil('VIC_EVAP_GAMMA'),
      soil('POROSITY'),
    ],
    ...same(['SOILEVAP_TOPMODEL', 'SOILEVAP_SEQUEN', 'SOILEVAP_ROOT', 'SOILEVAP_ROOT_CONSTRAIN'], FC_WILT),
    SOILEVAP_HBV: [...FC_WILT, lu('FOREST_COVERAGE')],
    SOILEVAP_HYPR: [
      ...FC_WILT,
      lu('FOREST_COVERAGE'),
      lu('MAX_DEP_AREA_FRAC'),
      lu('PONDED_EXP'),
      lu('DEP_MAX'),
      lu('PDMROF_B'),
    ],
    SOILEVAP_UBC: [
      lu('IMPERMEABLE_FRAC'),
      soil('UBC_EVAP_SOIL_DEF'),
      soil('UBC_INFIL_SOIL_DEF'),
      soil('POROSITY'),
    ],
    SOILEVAP_CHU: [veg('CHU_MATURITY')],
    SOILEVAP_PDM: [lu('PDM_B'), soil('POROSITY')],
    SOILEVAP_HYMOD2: [lu('PDM_B'), soil('POROSITY'), lu('HYMOD2_G'), lu('HYMOD2_KMAX'), lu('HYMOD2_EXP')],
    SOILEVAP_LINEAR: [lu('AET_COEFF')],
    SOILEVAP_GR4J: [],
    SOILEVAP_ALL: [],
    SOILEVAP_SACSMA: [lu('MAX_SAT_AREA_FRAC'), lu('IMPERMEABLE_FRAC'), soil('UNAVAIL_FRAC')],
    SOILEVAP_AWBM: [lu('AWBM_AREAFRAC1'), lu('AWBM_AREAFRAC2')],
  },
  declaresByAlgorithm: { SOILEVAP_HYPR: ['DEPRESSION'] },
};

/** :Interflow (CmvInterflow, Interflow.cpp). */
const INTERFLOW: ProcessRule = {
  command: ':Interflow',
  source: { file: 'Interflow.cpp', fn: 'CmvInterflow::GetParticipatingParamList' },
  algorithms: { INTERFLOW_PRMS: [soil('MAX_INTERFLOW_RATE'), ...FC_WILT] },
  addsArgs: [1],
};

/** :CapillaryRise (CmvCapillaryRise, CapillaryRise.cpp). */
const CAPILLARY_RISE: ProcessRule = {
  command: ':CapillaryRise',
  source: { file: 'CapillaryRise.cpp', fn: 'CmvCapillaryRise::GetParticipatingParamList' },
  algorithms: same(['RISE_HBV', 'CRISE_HBV'], [soil('MAX_CAP_RISE_RATE')]),
  addsArgs: [1, 2],
};

/** :SoilBalance (CmvSoilBalance, SoilBalance.cpp). */
const SOIL_BALANCE: ProcessRule = {
  command: ':SoilBalance',
  source: { file: 'SoilBalance.cpp', fn: 'CmvSoilBalance::GetParticipatingParamList' },
  algorithms: {
    SOILBAL_SACSMA: [
      lu('MAX_SAT_AREA_FRAC'),
      lu('IMPERMEABLE_FRAC'),
      lu('BF_LOSS_FRACTION'),
      soil('BASEFLOW_COEFF'),
      soil('SAC_PERC_ALPHA'),
      soil('SAC_PERC_EXPON'),
      soil('SAC_PERC_PFREE'),
    ],
  },
};

/** :Recharge (CmvRecharge, Recharge.cpp; CGWRecharge, GWRecharge.cpp): no parameters. */
const RECHARGE: ProcessRule = {
  command: ':Recharge',
  source: { file: 'Recharge.cpp', fn: 'CmvRecharge::GetParticipatingParamList' },
  params: [],
  addsArgs: [2],
  // The groundwater recharge class takes its store from the first argument instead.
  addsArgsByAlgorithm: same(['RECHARGE_DATA', 'RECHARGE_FLUX'], [1]),
};

/** Soil water processes. */
export const SOIL_WATER_PROCESSES: readonly ProcessRule[] = [
  BASEFLOW,
  INFILTRATION,
  PERCOLATION,
  SOIL_EVAPORATION,
  INTERFLOW,
  CAPILLARY_RISE,
  SOIL_BALANCE,
  RECHARGE,
];
